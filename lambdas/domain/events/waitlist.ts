import type { EventItem } from '../../data/events';
import { rsvps } from '../../data/rsvps';
import { logger } from '../../lib/logger';
import { notifyAttendee } from '../guests/deliver';
import { planPromotions, spotsLeft } from './rsvp-rules';
import { notificationText } from '../notifications/copy';

/** How long a spot is held at Checkout for someone who just pressed join. */
export const JOIN_HOLD_MS = 15 * 60_000;
/** How long a spot is held for someone promoted from a paid event's waitlist: time to see the pay link. */
export const PROMOTED_HOLD_MS = 12 * 3_600_000;

/** A promoted person's deadline: 12 hours, but not past the start, and never under a join hold's 15 minutes. */
export function promotedHoldUntil(occurrence: string, nowMs: number): number {
  return Math.max(nowMs + JOIN_HOLD_MS, Math.min(nowMs + PROMOTED_HOLD_MS, Date.parse(occurrence)));
}

const ms = (iso: string) => Date.parse(iso);

/**
 * Move waitlisted people up while spots are free, in arrival order, each only if their party fits.
 * Concurrent promoters cannot both promote one person (the status condition) nor overbook (the
 * capacity condition); a lost race re-reads and plans again. On a paid event a promoted person
 * gets a held spot and a pay link with its deadline; if they do not pay by then the hold is
 * released and the next in line is asked.
 */
export async function promoteWaitlist(event: EventItem, occurrence: string, nowMs = Date.now()): Promise<string[]> {
  const promoted: string[] = [];
  const paid = event.price != null && event.price > 0;
  for (let round = 0; round < 5; round++) {
    const counters = await rsvps.counters(event.eventId, occurrence);
    const spots = spotsLeft(event.capacity ?? null, counters.taken ?? 0);
    if ((spots !== null && spots <= 0) || (counters.waitlisted ?? 0) <= 0) break;
    const waiting = (await rsvps.ofOccurrence(event.eventId, occurrence)).filter((r) => r.status === 'waitlisted');
    const plan = planPromotions(waiting, spots);
    if (!plan.length) break;
    let lostRace = false;
    for (const w of plan) {
      const holdUntilMs = paid ? promotedHoldUntil(occurrence, nowMs) : undefined;
      if (!(await rsvps.admit(w, event.capacity ?? null, holdUntilMs))) {
        lostRace = true;
        break;
      }
      promoted.push(w.userId);
      const id = `promote-${event.eventId}-${ms(occurrence)}-${w.userId}-${w.waitSeq ?? 0}`;
      // The promotion is saved: a notice that could not be queued is logged, never turned into a
      // failure of the leave (or cancel) that freed the spot, which has already happened.
      await tellPromoted(event, occurrence, w.userId, id, holdUntilMs).catch((error: unknown) =>
        logger.error('promotion notice not queued', { eventId: event.eventId, occurrence, error: error as Error }),
      );
    }
    if (!lostRace) break;
  }
  if (promoted.length) logger.info('waitlist promoted', { eventId: event.eventId, occurrence, promoted: promoted.length, paid });
  return promoted;
}

/** The promoted person hears they are in, or (a paid event) gets a pay link with its deadline. */
async function tellPromoted(event: EventItem, occurrence: string, userId: string, notificationId: string, holdUntilMs: number | undefined) {
  if (holdUntilMs === undefined) {
    await notifyAttendee({
      notificationId,
      userId,
      type: 'eventJoined',
      ...notificationText('waitlistPromoted', { event: event.title }),
      data: { eventId: event.eventId, occurrence },
      link: `/evt/${event.eventId}`,
    });
    return;
  }
  const holdUntil = new Date(holdUntilMs).toISOString();
  await notifyAttendee({
    notificationId,
    userId,
    type: 'eventJoined',
    ...notificationText('payLink', { event: event.title, at: holdUntil, timeZone: event.timeZone ?? 'UTC' }),
    data: { eventId: event.eventId, occurrence, holdUntil },
    link: `/evt/${event.eventId}?pay=1`,
  });
}
