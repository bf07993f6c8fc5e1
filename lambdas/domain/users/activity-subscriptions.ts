import type * as z from 'zod';
import { reindexPerson } from '../fill/index-writer';
import type { ActivitySubscription, activitySubscriptionsInput } from '@shared/schemas/activity-subscription';
import { activitySubscriptions as index } from '../../data/activity-subscriptions';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/queue';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { messages } from '@shared/constants/messages';
import type { Caller } from '../../lib/caller';

type Input = z.infer<typeof activitySubscriptionsInput>;

const lineOf = (s: ActivitySubscription) => ({ activitiesList: s.activities.join(', '), city: s.address.name || s.address.description, radius: s.radius });

/**
 * The confirmation's template data: what the person is subscribed to after this save, every entry.
 * The spec's fields (firstName, activitiesList, city, radius) carry the first entry; `subscriptions`
 * lists them all, empty after a save that removed the last one.
 */
export function confirmationData(firstName: string, list: readonly ActivitySubscription[]) {
  const lines = list.map(lineOf);
  return { firstName, ...(lines[0] ?? {}), subscriptions: lines };
}

/** §7 Mailer activity-subscription-confirmation: enqueued after every save; a failure is only logged. */
async function confirm(to: string, firstName: string, list: readonly ActivitySubscription[]) {
  try {
    await sendMail({
      to,
      message: { subject: list.length > 0 ? 'Your activity subscription is set' : 'Your activity subscriptions are cleared' },
      template: { name: 'activity-subscription-confirmation', data: confirmationData(firstName, list) },
    });
  } catch (error) {
    logger.warn('activity subscription confirmation not sent', { error: error as Error });
  }
}

/**
 * PUT /api/users/{uid}/activity-subscriptions (§7: a user update with field activitySubscriptions).
 * The list is stored on the profile; the digest index mirrors it (removed entries deleted, the
 * others upserted keeping their digest high-water mark, new ones starting now so a new
 * subscription never mails old events). Every save, a delete-only one too, mails one confirmation
 * listing what is subscribed now (spec §7 "after every subscription save").
 */
export async function updateActivitySubscriptions(caller: Pick<Caller, 'uid' | 'email'>, uid: string, input: Input, now = new Date()) {
  if (caller.uid !== uid) throw new ForbiddenError();
  const [profile, indexed] = await Promise.all([users.get(uid), index.ofUser(uid)]);
  if (!profile) throw new NotFoundError(messages.userNotFound);
  const list = input.activitySubscriptions;
  await users.setSettings(uid, { activitySubscriptions: list });
  await reindexPerson(uid);

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
  if (email) await confirm(email, firstName, list);
  return { activitySubscriptions: list };
}
