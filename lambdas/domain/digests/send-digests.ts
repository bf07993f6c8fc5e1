import { activitySubscriptions, type ActivitySubscriptionItem } from '../../data/activity-subscriptions';
import { events } from '../../data/events';
import { sendMail } from '../../lib/queue';
import { logger } from '../../lib/logger';

export interface DigestRun {
  subscriptions: number;
  mailed: number;
  failed: number;
}

/** A temporary subscription (spec §4) only applies between its dates. */
export function isActive(sub: Pick<ActivitySubscriptionItem, 'startDate' | 'endDate'>, now: number): boolean {
  if (sub.startDate && now < sub.startDate) return false;
  if (sub.endDate && now > sub.endDate) return false;
  return true;
}

async function digestOne(sub: ActivitySubscriptionItem, at: string): Promise<boolean> {
  const upcoming = await events.nearby({ lat: sub.address.lat, lng: sub.address.lng, radiusMiles: sub.radius, from: at });
  const wanted = new Set(sub.activities.map((a) => a.toLowerCase()));
  const fresh = upcoming.filter(
    (e) => (e.createdAt ?? '') > sub.lastDigestAt && (wanted.size === 0 || wanted.has(e.gameType.toLowerCase())),
  );
  if (fresh.length) {
    await sendMail({
      to: sub.email,
      template: {
        name: 'activity-digest',
        data: {
          firstName: sub.firstName ?? '',
          city: sub.address.name,
          events: fresh.slice(0, 20).map((e) => ({
            title: e.title,
            gameType: e.gameType,
            when: new Date(e.dateStart).toUTCString(),
            place: e.location.name,
          })),
        },
      },
    });
  }
  await activitySubscriptions.markDigested(sub.userId, sub.subscriptionId, at);
  return fresh.length > 0;
}

/**
 * Daily digest: for every activity subscription, the new upcoming events that match its
 * activities within its radius since the last digest, in one e-mail. The high-water mark moves
 * only after a subscription is handled, so a retried run never mails the same events twice.
 */
export async function sendDigests(at: string = new Date().toISOString()): Promise<DigestRun> {
  const subs = (await activitySubscriptions.all()).filter((s) => isActive(s, Date.parse(at)));
  const results = await Promise.allSettled(subs.map((s) => digestOne(s, at)));
  const failed = results.filter((r) => r.status === 'rejected');
  for (const f of failed) logger.error('digest failed', { error: (f as PromiseRejectedResult).reason as Error });
  const run = {
    subscriptions: subs.length,
    mailed: results.filter((r) => r.status === 'fulfilled' && r.value).length,
    failed: failed.length,
  };
  logger.info('digests sent', { ...run });
  if (failed.length) throw new Error(`${failed.length} of ${subs.length} digests failed`);
  return run;
}
