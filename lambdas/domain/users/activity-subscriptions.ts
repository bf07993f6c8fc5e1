import type * as z from 'zod';
import type { ActivitySubscription, activitySubscriptionsInput } from '@shared/schemas/activity-subscription';
import { activitySubscriptions as index } from '../../data/activity-subscriptions';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/queue';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { messages } from '@shared/constants/messages';
import type { Caller } from '../../lib/caller';

type Input = z.infer<typeof activitySubscriptionsInput>;

/** Field by field (a stored map does not keep key order, so JSON text would differ). */
const key = (s: ActivitySubscription) =>
  JSON.stringify([s.id, s.address.name, s.address.description, s.address.lat, s.address.lng, s.radius, s.activities, s.startDate ?? null, s.endDate ?? null]);
const same = (a: ActivitySubscription, b: ActivitySubscription | undefined) => b !== undefined && key(a) === key(b);

/** The subscriptions that are new or changed in this save (deletions send nothing). */
export function changedSubscriptions(before: readonly ActivitySubscription[], after: readonly ActivitySubscription[]): ActivitySubscription[] {
  const old = new Map(before.map((s) => [s.id, s]));
  return after.filter((s) => !same(s, old.get(s.id)));
}

/** §7 Mailer activity-subscription-confirmation: enqueued after a save; a failure is only logged. */
async function confirm(to: string, firstName: string, sub: ActivitySubscription) {
  try {
    await sendMail({
      to,
      message: { subject: 'Your activity subscription is set' },
      template: {
        name: 'activity-subscription-confirmation',
        data: { firstName, activitiesList: sub.activities.join(', '), city: sub.address.name || sub.address.description, radius: sub.radius },
      },
    });
  } catch (error) {
    logger.warn('activity subscription confirmation not sent', { error: error as Error });
  }
}

/**
 * PUT /api/users/{uid}/activity-subscriptions (§7: a user update with field activitySubscriptions).
 * The list is stored on the profile; the digest index mirrors it (removed entries deleted, the
 * others upserted keeping their digest high-water mark, new ones starting now so a new
 * subscription never mails old events). Each new or changed entry gets a confirmation e-mail.
 */
export async function updateActivitySubscriptions(caller: Pick<Caller, 'uid' | 'email'>, uid: string, input: Input, now = new Date()) {
  if (caller.uid !== uid) throw new ForbiddenError();
  const [profile, indexed] = await Promise.all([users.get(uid), index.ofUser(uid)]);
  if (!profile) throw new NotFoundError(messages.userNotFound);
  const before = (profile.activitySubscriptions as ActivitySubscription[] | undefined) ?? [];
  const list = input.activitySubscriptions;
  await users.setSettings(uid, { activitySubscriptions: list });

  const email = profile.email || caller.email;
  const firstName = profile.fullName ?? profile.displayName ?? '';
  const marks = new Map(indexed.map((i) => [i.subscriptionId, i.lastDigestAt]));
  const keep = new Set(list.map((s) => String(s.id)));
  await Promise.all([
    index.removeMany(uid, indexed.map((i) => i.subscriptionId).filter((id) => !keep.has(id))),
    ...list.map((s) =>
      index.put({
        userId: uid,
        subscriptionId: String(s.id),
        email,
        firstName,
        address: { name: s.address.name || s.address.description, description: s.address.description, lat: s.address.lat, lng: s.address.lng },
        radius: s.radius,
        activities: s.activities,
        ...(s.startDate === null ? {} : { startDate: s.startDate }),
        ...(s.endDate === null ? {} : { endDate: s.endDate }),
        lastDigestAt: marks.get(String(s.id)) ?? now.toISOString(),
      }),
    ),
  ]);
  if (email) await Promise.all(changedSubscriptions(before, list).map((s) => confirm(email, firstName, s)));
  return { activitySubscriptions: list };
}
