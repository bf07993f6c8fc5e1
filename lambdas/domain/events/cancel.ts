import { messages } from '@shared/constants/messages';
import { localDate } from '@shared/time/zoned-time';
import { events, type EventItem } from '../../data/events';
import { rsvps } from '../../data/rsvps';
import { NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { notificationIdOf } from '../../lib/queue';
import { notifyAttendee } from '../guests/deliver';
import type { TextedWords } from '../notifications/copy';
import { occurrencesOf } from './event-dto';
import { refundEveryone } from './paid-events';

export interface CallOffNotice {
  /** From notificationText: the English words and the key that writes them in each person's language. */
  words: TextedWords;
  /** Notification ids are `<idPrefix>-<event>-<person>` (per occurrence for one date of a series). */
  idPrefix: string;
}

/**
 * The one cancel path: the whole event (occurrence null, or a one-off event), or one date of a
 * series, which leaves its dates through excludedDates. Everyone holding a spot on what is called
 * off (joined, waitlisted, pending; guests by e-mail) is refunded and told once: notification ids repeat on a retry. Callers
 * then move the event's go/no-go schedule on (planGoNoGo).
 */
export async function callOff(event: EventItem, occurrence: string | null, notice: CallOffNotice): Promise<EventItem> {
  const eventId = event.eventId;
  const whole = occurrence === null || !event.reoccurringInfo || occurrencesOf(event).length <= 1;
  let after: EventItem | null;
  if (whole) after = event.cancelled ? event : await events.cancel(eventId);
  else {
    const date = localDate(Date.parse(occurrence), event.timeZone ?? 'UTC');
    after = await events.excludeDate(eventId, date, (excludedDates) => {
      const left = occurrencesOf({ ...event, excludedDates });
      return Date.parse(left[left.length - 1] ?? event.dateStart);
    });
  }
  if (!after) throw new NotFoundError(messages.gameNotFound);
  await refundAndTell(after, whole ? null : occurrence, notice);
  return after;
}

/**
 * Everyone who paid for what is called off (the whole event, or one date) gets it back, once per
 * payment however often this runs, and everyone who held a spot on it is told once.
 */
export async function refundAndTell(event: EventItem, occurrence: string | null, notice: CallOffNotice): Promise<void> {
  const eventId = event.eventId;
  const whole = occurrence === null;
  await refundEveryone(event, whole ? undefined : occurrence);
  const held = whole ? await rsvps.ofEvent(eventId) : await rsvps.ofOccurrence(eventId, occurrence);
  const attendees = [...new Set(held.map((r) => r.userId))].filter((uid) => uid !== event.creatorId);
  await Promise.all(
    attendees.map((uid) =>
      notifyAttendee({
        notificationId: whole ? `${notice.idPrefix}-${eventId}-${uid}` : notificationIdOf(notice.idPrefix, eventId, occurrence, uid),
        userId: uid,
        type: 'eventJoined',
        ...notice.words,
        data: whole ? { eventId } : { eventId, occurrence },
        link: `/evt/${eventId}`,
        mailTemplate: 'event-cancelled',
      }),
    ),
  );
  logger.info(whole ? 'event cancelled' : 'occurrence cancelled', { eventId, occurrence, notified: attendees.length });
}
