import { activitySubscriptions, type ActivitySubscriptionItem } from '../../data/activity-subscriptions';
import { events, type EventItem } from '../../data/events';
import { allShards } from '../../data/service';
import { users } from '../../data/users';
import { sendMail } from '../../lib/queue';
import { logger } from '../../lib/logger';
import { blockedAround, withoutBlocked } from '../privacy/blocking';

/** At most this many events in one digest e-mail (the soonest). */
export const DIGEST_MAX_EVENTS = 20;

export interface DigestRun {
  /** Active subscriptions looked at. */
  subscriptions: number;
  /** People with at least one active subscription. */
  users: number;
  /** People e-mailed (one digest each). */
  mailed: number;
  failed: number;
  /** Pages read from the subscription index. */
  pages: number;
}

type Sub = ActivitySubscriptionItem;

/** A temporary subscription (spec §4) only applies between its dates. */
export function isActive(sub: Pick<Sub, 'startDate' | 'endDate'>, now: number): boolean {
  if (sub.startDate && now < sub.startDate) return false;
  if (sub.endDate && now > sub.endDate) return false;
  return true;
}

/** Events new to this subscription: created after its last digest, of one of its activities. */
export function matchingEvents(sub: Pick<Sub, 'activities' | 'lastDigestAt'>, candidates: readonly EventItem[]): EventItem[] {
  const wanted = new Set(sub.activities.map((a) => a.toLowerCase()));
  return candidates.filter(
    (e) => (e.createdAt ?? '') > sub.lastDigestAt && (wanted.size === 0 || wanted.has(e.gameType.toLowerCase())),
  );
}

/** One person's digest over all their subscriptions: each event once, soonest first, capped. */
export function mergeDigest(perSubscription: ReadonlyArray<readonly EventItem[]>): EventItem[] {
  const byId = new Map<string, EventItem>();
  for (const list of perSubscription) for (const e of list) byId.set(e.eventId, e);
  return [...byId.values()].sort((a, b) => a.dateStart.localeCompare(b.dateStart)).slice(0, DIGEST_MAX_EVENTS);
}

/** "Denver, CO", "Denver, CO and Boulder, CO", "Denver, CO, Boulder, CO and Golden, CO". */
export function placesLabel(names: readonly string[]): string {
  const unique = [...new Set(names)];
  return unique.length <= 1 ? (unique[0] ?? 'you') : `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

/**
 * Group pages of subscriptions (ordered by user) into one group per user, even when a user's
 * subscriptions straddle two pages: the last user of a page is held until the next page shows
 * someone else (or the pages end).
 */
export async function* byUser(pages: AsyncIterable<Sub[]>): AsyncGenerator<Sub[]> {
  let pending: Sub[] = [];
  for await (const page of pages) {
    for (const sub of page) {
      if (pending.length && pending[0]!.userId !== sub.userId) {
        yield pending;
        pending = [];
      }
      pending.push(sub);
    }
  }
  if (pending.length) yield pending;
}

async function digestUser(subs: Sub[], at: string): Promise<boolean> {
  const perSub = await Promise.all(
    subs.map(async (sub) =>
      matchingEvents(sub, await events.nearby({ lat: sub.address.lat, lng: sub.address.lng, radiusMiles: sub.radius, from: at })),
    ),
  );
  const first = subs[0]!;
  // A block holds here too: no game hosted by someone in a block pair with the subscriber.
  const blocked = perSub.some((found) => found.length) ? await blockedAround(first.userId) : new Set<string>();
  const fresh = mergeDigest(perSub.map((found) => withoutBlocked(found, blocked, (e) => e.creatorId)));
  if (fresh.length) {
    // The subscription index has no language: the profile has it (one read per person mailed).
    const locale = (await users.get(first.userId))?.locale;
    await sendMail({
      to: first.email,
      ...(locale ? { locale } : {}),
      // Scheduler retries a run with the same `at`: a retry after a partial failure sends nothing twice.
      dedupeKey: `digest:${first.userId}:${at}`,
      template: {
        name: 'activity-digest',
        data: {
          firstName: first.firstName ?? '',
          city: placesLabel(subs.map((s) => s.address.name)),
          // The template joins the places and writes each time in the recipient's language.
          places: [...new Set(subs.map((s) => s.address.name))],
          events: fresh.map((e) => ({
            title: e.title,
            gameType: e.gameType,
            at: e.dateStart,
            timeZone: e.timeZone ?? 'UTC',
            place: e.location.name,
            link: `/evt/${e.eventId}`,
          })),
        },
      },
    });
  }
  // The high-water marks move only once the mail is queued: a failed person is retried whole.
  await Promise.all(subs.map((s) => activitySubscriptions.markDigested(s.userId, s.subscriptionId, at)));
  return fresh.length > 0;
}

/**
 * Daily digest: each person with active activity subscriptions gets one e-mail listing the new
 * upcoming events that match any of them (within its radius, of its activities, created since
 * its last digest), each event once. The index is read shard by shard, a page at a time, so the
 * job's memory does not grow with the number of subscribers.
 */
export async function sendDigests(at: string = new Date().toISOString(), pageSize = 50): Promise<DigestRun> {
  const now = Date.parse(at);
  const run: DigestRun = { subscriptions: 0, users: 0, mailed: 0, failed: 0, pages: 0 };

  const counted = async function* (shard: string) {
    for await (const page of activitySubscriptions.pagesOfShard(shard, pageSize)) {
      run.pages += 1;
      yield page;
    }
  };

  await Promise.all(
    allShards().map(async (shard) => {
      for await (const subs of byUser(counted(shard))) {
        const active = subs.filter((s) => isActive(s, now));
        if (!active.length) continue;
        run.users += 1;
        run.subscriptions += active.length;
        try {
          if (await digestUser(active, at)) run.mailed += 1;
        } catch (error) {
          run.failed += 1;
          logger.error('digest failed', { userId: active[0]!.userId, error: error as Error });
        }
      }
    }),
  );
  logger.info('digests sent', { ...run });
  if (run.failed) throw new Error(`${run.failed} of ${run.users} digests failed`);
  return run;
}
