import { REMINDER_SLOT_MS, reminderChannels, reminderOffsets, reminderSlot, type ReminderOffset } from '@shared/constants/reminders';
import { formatEventTime } from '@shared/time/event-time-label';
import { events, type EventItem } from '../../data/events';
import { rsvps, type RsvpItem } from '../../data/rsvps';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf } from '../../lib/queue';
import { notificationText } from '../notifications/copy';
import { isGuestId, notifyAttendee } from '../guests/deliver';
import { occurrencesOf } from './event-dto';

export interface ReminderRun {
  /** The quarter hour the run is for (ISO). */
  slot: string;
  /** Joined RSVPs due a reminder in this quarter hour, over both offsets. */
  rsvps: number;
  reminded: number;
  /** Cancelled, deleted or moved occurrences, and people who did not choose this offset. */
  skipped: number;
  failed: number;
}

/** "Sat, Nov 28, 6:30 PM EST": the start as the players see it, in the event's time zone. */
export function whenLabel(occurrence: string, timeZone = 'UTC'): string {
  return formatEventTime(occurrence, timeZone);
}

/** The occurrences a run reminds for one offset: those starting in [slot + offset, slot + offset + 15 min). */
export function reminderWindow(slotMs: number, offset: ReminderOffset): { from: string; to: string } {
  const from = slotMs + offset.hours * 3_600_000;
  return { from: new Date(from).toISOString(), to: new Date(from + REMINDER_SLOT_MS).toISOString() };
}

/** Same person, occurrence and offset → same id: a rerun or an overlapping run sends nothing twice. */
export const reminderIdOf = (r: Pick<RsvpItem, 'eventId' | 'occurrence' | 'userId'>, offset: ReminderOffset) =>
  notificationIdOf('reminder', offset.key, r.eventId, r.occurrence, r.userId);

/**
 * Every quarter hour: each player joined to an occurrence that starts 24 hours (or 2 hours) after
 * this quarter hour gets the reminder they chose for that offset. The RSVPs are read from the
 * byDay index by start time (an RSVP exists from join to leave), so a run reads only the
 * occurrences due and never scans events; an occurrence of a cancelled event, or one no longer in
 * the event's schedule after an edit moved it, gets none. Delivery follows the person's settings
 * for the offset and for "Event joins", and is keyed by person × occurrence × offset.
 */
export async function sendEventReminders(at: string = new Date().toISOString()): Promise<ReminderRun> {
  const slotMs = reminderSlot(Date.parse(at));
  const run: ReminderRun = { slot: new Date(slotMs).toISOString(), rsvps: 0, reminded: 0, skipped: 0, failed: 0 };
  const known = new Map<string, { event: EventItem; occurrences: Set<string> } | null>();
  const settingsOf = new Map<string, Record<string, { email?: boolean; push?: boolean }> | undefined>();

  for (const offset of reminderOffsets) {
    const { from, to } = reminderWindow(slotMs, offset);
    for await (const page of rsvps.startingBetween(from, to)) {
      const joined = page.filter((r) => r.status === 'joined');
      run.rsvps += joined.length;
      const newEvents = [...new Set(joined.map((r) => r.eventId))].filter((id) => !known.has(id));
      if (newEvents.length) {
        const found = await events.getMany(newEvents);
        for (const id of newEvents) {
          const event = found.find((e) => e.eventId === id);
          known.set(id, event ? { event, occurrences: new Set(occurrencesOf(event)) } : null);
        }
      }
      const newPeople = [...new Set(joined.map((r) => r.userId))].filter((uid) => !settingsOf.has(uid) && !isGuestId(uid));
      if (newPeople.length) {
        const found = await users.getMany(newPeople);
        for (const uid of newPeople) {
          settingsOf.set(uid, found.find((u) => u.uid === uid)?.notificationSettings as Record<string, { email?: boolean; push?: boolean }> | undefined);
        }
      }
      const results = await Promise.allSettled(
        joined.map(async (r) => {
          const entry = known.get(r.eventId);
          if (!entry || entry.event.cancelled || !entry.occurrences.has(r.occurrence)) return false;
          // A guest has no settings: they get the default reminders by e-mail (unless they unsubscribed).
          const channels = reminderChannels(isGuestId(r.userId) ? undefined : settingsOf.get(r.userId), offset);
          if (!channels.email && !channels.push) return false;
          const { event } = entry;
          const when = whenLabel(r.occurrence, event.timeZone);
          await notifyAttendee({
            notificationId: reminderIdOf(r, offset),
            userId: r.userId,
            type: 'eventJoined',
            // The offset's own setting must allow the channel too (deliver.ts: type and topic).
            topicId: offset.key,
            ...notificationText('reminder', { event: event.title, at: r.occurrence, timeZone: event.timeZone ?? 'UTC' }),
            // The e-mail writes the time from `occurrence` and `timeZone` in the recipient's language; `when` is its English.
            data: {
              eventId: r.eventId,
              occurrence: r.occurrence,
              timeZone: event.timeZone ?? 'UTC',
              eventTitle: event.title,
              when,
              place: event.location.name,
              hoursBefore: offset.hours,
            },
            link: `/evt/${r.eventId}`,
            mailTemplate: 'event-reminder',
          });
          return true;
        }),
      );
      for (const result of results) {
        if (result.status === 'rejected') {
          run.failed += 1;
          logger.error('event reminder not queued', { error: result.reason as Error });
        } else if (result.value) run.reminded += 1;
        else run.skipped += 1;
      }
    }
  }
  logger.info('event reminders sent', { ...run });
  if (run.failed) throw new Error(`${run.failed} of ${run.rsvps} event reminders were not queued`);
  return run;
}
