import { eventPayments } from '../../data/event-payments';
import type { EventItem } from '../../data/events';
import { fill } from '../../data/fill';
import { rsvps } from '../../data/rsvps';
import { logger } from '../../lib/logger';
import { notificationIdOf } from '../../lib/queue';
import { notifyAttendee } from '../guests/deliver';
import { sendInvitations } from '../fill';
import { notificationText } from '../notifications/copy';
import { refundAndTell } from './cancel';
import { occurrencesOf } from './event-dto';

export interface DateChanges {
  /** An upcoming date the edit took away, and the date it added that takes its place. */
  moved: Array<{ from: string; to: string }>;
  /** Upcoming dates the edit took away with nothing in their place (a series shortened or a date left out). */
  dropped: string[];
}

/**
 * How an edit changed an event's upcoming dates. Dates kept stay as they are; the dates taken away
 * pair in order with the dates added (a one-off game moved, a series shifted by an hour or to
 * another weekday), and what is left over was dropped. Dates already started are history and never
 * move.
 */
export function dateChanges(before: readonly string[], after: readonly string[], nowMs: number): DateChanges {
  const upcoming = (list: readonly string[]) => list.filter((o) => Date.parse(o) >= nowMs);
  const kept = new Set(before);
  const gone = upcoming(before).filter((o) => !after.includes(o));
  const added = upcoming(after).filter((o) => !kept.has(o));
  return {
    moved: gone.slice(0, added.length).map((from, i) => ({ from, to: added[i]! })),
    dropped: gone.slice(added.length),
  };
}

/** The notification type the moved-date notice is delivered under (the RSVP's own settings). */
const ATTENDEE_TYPE = 'eventJoined';

/**
 * After an edit saved a new schedule: everything a moved date had (RSVPs with their status, guests,
 * waitlist tickets and held spots, the payments for them, fill invitations and their answers) goes
 * to its new date, and the people on it are told the new time; a dropped date is called off for
 * the people on it (refunded and told). The new schedule is saved first, so nobody can join a date
 * that is being moved away from. Only dates that have something are read.
 */
export async function followSchedule(
  before: EventItem,
  saved: EventItem,
  nowMs = Date.now(),
  options: { resuming?: boolean } = {},
): Promise<DateChanges & { rsvpsMoved: number }> {
  const changes = dateChanges(occurrencesOf(before), occurrencesOf(saved), nowMs);
  let rsvpsMoved = 0;
  if (!changes.moved.length && !changes.dropped.length) return { ...changes, rsvpsMoved };
  const eventId = saved.eventId;
  const [counters, invites, payments] = await Promise.all([
    rsvps.countersMany([...changes.moved.map((m) => m.from), ...changes.dropped].map((occurrence) => ({ eventId, occurrence }))),
    fill.invitesOf(eventId),
    saved.price != null || before.price != null ? eventPayments.ofEvent(eventId) : Promise.resolve([]),
  ]);
  const busy = new Map(counters.map((c) => [c.occurrence, c]));
  const timeZone = saved.timeZone ?? 'UTC';
  for (const { from, to } of changes.moved) {
    const counter = busy.get(from);
    const movedPeople: string[] = [];
    if (counter) {
      for (const r of await rsvps.ofOccurrence(eventId, from)) {
        if (await rsvps.move(r, to)) movedPeople.push(r.userId);
        else logger.warn('rsvp not moved: it changed meanwhile', { eventId, from, to });
      }
      await rsvps.carryWaitSeq(eventId, to, counter.waitSeq ?? 0);
    }
    if (options.resuming) {
      // An earlier run that stopped half-way moved some without telling them: they are told now.
      for (const r of await rsvps.ofOccurrence(eventId, to)) if (r.movedFrom === from && !movedPeople.includes(r.userId)) movedPeople.push(r.userId);
    }
    await Promise.all(payments.filter((p) => p.occurrence === from).map((p) => eventPayments.setOccurrence(eventId, p.paymentId, to)));
    const invitedStill: string[] = [];
    for (const invite of invites.filter((i) => i.occurrence === from)) {
      if ((await fill.moveInvite(invite, to)) && invite.status === 'invited' && !movedPeople.includes(invite.uid)) invitedStill.push(invite.uid);
    }
    // The move is saved and cannot be retried (the edit's version moved on): a notice that could not
    // be queued is logged, not turned into a failed edit.
    await tellMoved(saved, to, movedPeople.filter((uid) => uid !== saved.creatorId), invitedStill).catch((error: unknown) =>
      logger.error('moved-date notices not queued', { eventId, to, error: error as Error }),
    );
    logger.info('date moved', { eventId, from, to, rsvps: movedPeople.length, invites: invitedStill.length });
    rsvpsMoved += movedPeople.length;
  }
  for (const occurrence of changes.dropped) {
    if (!busy.has(occurrence)) continue;
    await refundAndTell(saved, occurrence, {
      words: notificationText('dateDropped', { event: saved.title, at: occurrence, timeZone, paid: saved.price != null || before.price != null }),
      idPrefix: 'dropped',
    });
  }
  return { ...changes, rsvpsMoved };
}

/** People with a spot hear the new time; people invited to fill it get the invitation again, for the new time. */
async function tellMoved(event: EventItem, to: string, attendees: string[], invited: string[]): Promise<void> {
  const at = { at: to, timeZone: event.timeZone ?? 'UTC' };
  const movedWords = notificationText('eventMoved', { event: event.title, ...at });
  await Promise.all(
    attendees.map((uid) =>
      notifyAttendee({
        notificationId: notificationIdOf('moved', event.eventId, to, uid),
        userId: uid,
        type: ATTENDEE_TYPE,
        ...movedWords,
        data: { eventId: event.eventId, occurrence: to },
        link: `/evt/${event.eventId}`,
      }),
    ),
  );
  await sendInvitations(event, to, invited);
}
