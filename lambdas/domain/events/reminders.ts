import { formatEventTime } from '@shared/time/event-time-label';
import { eventMessages } from '@shared/constants/messages';
import { events, type EventItem } from '../../data/events';
import { rsvps } from '../../data/rsvps';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';

/** Reminders go out for occurrences starting within this long after the run. */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ReminderRun {
  /** Joined RSVPs starting in the window. */
  rsvps: number;
  reminded: number;
  /** RSVPs of cancelled or deleted events: nothing sent. */
  skipped: number;
  failed: number;
}

/** "Sat, Nov 28, 6:30 PM EST": the start as the players see it, in the event's time zone. */
export function whenLabel(occurrence: string, timeZone = 'UTC'): string {
  return formatEventTime(occurrence, timeZone);
}

/**
 * Daily: every player joined to an occurrence that starts in the next 24 hours gets a reminder
 * (type eventJoined, the event-reminder e-mail), read page by page. Ids are derived from the
 * event, occurrence and player, so a rerun of the same window reminds nobody twice; runs a day
 * apart cover consecutive windows, so every occurrence is reminded once.
 */
export async function sendEventReminders(at: string = new Date().toISOString()): Promise<ReminderRun> {
  const from = new Date(at).toISOString();
  const to = new Date(Date.parse(from) + REMINDER_WINDOW_MS).toISOString();
  const run: ReminderRun = { rsvps: 0, reminded: 0, skipped: 0, failed: 0 };
  const known = new Map<string, EventItem | null>();

  for await (const page of rsvps.startingBetween(from, to)) {
    const joined = page.filter((r) => r.status === 'joined');
    run.rsvps += joined.length;
    const unknown = [...new Set(joined.map((r) => r.eventId))].filter((id) => !known.has(id));
    if (unknown.length) {
      const found = await events.getMany(unknown);
      for (const id of unknown) known.set(id, found.find((e) => e.eventId === id) ?? null);
    }
    const results = await Promise.allSettled(
      joined.map(async (r) => {
        const event = known.get(r.eventId);
        if (!event || event.cancelled) return false;
        const when = whenLabel(r.occurrence, event.timeZone);
        await notify({
          notificationId: notificationIdOf('reminder', r.eventId, r.occurrence, r.userId),
          userId: r.userId,
          type: 'eventJoined',
          title: eventMessages.reminderTitle(event.title),
          message: eventMessages.reminderBody(event.title, when),
          data: { eventId: r.eventId, occurrence: r.occurrence, eventTitle: event.title, when, place: event.location.name },
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
  logger.info('event reminders sent', { ...run });
  if (run.failed) throw new Error(`${run.failed} of ${run.rsvps} event reminders were not queued`);
  return run;
}
