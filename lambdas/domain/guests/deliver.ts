import type { NotifyInput } from '@shared/schemas/notify';
import { guests, type GuestItem } from '../../data/guests';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { notify, sendMail } from '../../lib/queue';

/** Guests' ids share the RSVP's `userId` with accounts; the prefix tells them apart (a Cognito sub never has it). */
export const GUEST_ID_PREFIX = 'guest_';
export const isGuestId = (id: string) => id.startsWith(GUEST_ID_PREFIX);

/** The guest's unsubscribe token: their id and the random secret stored with them. */
export const unsubscribeTokenOf = (g: Pick<GuestItem, 'guestId' | 'unsubscribeSecret'>) => `${g.guestId}.${g.unsubscribeSecret}`;

/** The page that unsubscribes on opening (the mail's footer) and the RFC 8058 POST target (List-Unsubscribe). */
export function unsubscribeLinksOf(g: Pick<GuestItem, 'guestId' | 'unsubscribeSecret'>) {
  const token = unsubscribeTokenOf(g);
  return { page: `${env().APP_URL}/guest-unsubscribe/${token}`, oneClick: `${env().APP_URL}/api/guest-unsubscribe/${token}` };
}

/**
 * E-mail a guest what a player would be notified of: the same template and text, through the mail
 * queue, keyed by the notification id (a retried producer mails once), with the guest's unsubscribe
 * links. Nothing goes to a guest who unsubscribed or was removed.
 */
export async function mailGuest(guest: GuestItem | null, input: NotifyInput): Promise<boolean> {
  if (!guest || guest.unsubscribedAt) return false;
  await sendMail({
    to: guest.email,
    dedupeKey: `guest:${input.notificationId}`,
    unsubscribe: unsubscribeLinksOf(guest),
    template: {
      name: input.mailTemplate ?? 'notification',
      data: { ...input.data, title: input.title, message: input.message ?? '', ...(input.link ? { link: input.link } : {}) },
    },
  });
  logger.info('guest mailed', { guestId: guest.guestId, template: input.mailTemplate ?? 'notification' });
  return true;
}

/**
 * Tell one person in an event: a player through the notify queue (their settings decide the
 * channels), a guest by e-mail. Every path that tells an event's people goes through here.
 */
export async function notifyAttendee(input: NotifyInput): Promise<void> {
  if (isGuestId(input.userId)) await mailGuest(await guests.byId(input.userId), input);
  else await notify(input);
}
