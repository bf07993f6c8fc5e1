import { events } from '../../data/events';
import { favorites } from '../../data/favorites';
import { rsvps } from '../../data/rsvps';
import { logger } from '../../lib/logger';
import { cancelEvent } from './events';
import { promoteWaitlist } from './rsvp';

/**
 * Account deletion: give back every spot the person holds (the waitlist moves up, in
 * order, on occurrences still to come), drop their favorites (counts go down), and cancel the
 * upcoming events they organise so attendees are told. Cut-offs do not apply: the account is going.
 * Every step is idempotent, so a retried deletion finishes the job.
 */
export async function removeEventDataOf(uid: string, nowMs = Date.now()): Promise<number> {
  const [mine, favs, created] = await Promise.all([rsvps.ofUser(uid), favorites.ofUser(uid), events.byCreator(uid)]);
  const held = new Map((await events.getMany([...new Set(mine.map((r) => r.eventId))])).map((e) => [e.eventId, e]));
  for (const r of mine) {
    const removed = await rsvps.remove(r);
    const event = held.get(r.eventId);
    if (removed && r.status === 'joined' && event && !event.cancelled && Date.parse(r.occurrence) > nowMs) {
      await promoteWaitlist(event, r.occurrence);
    }
  }
  await Promise.all(favs.map((f) => favorites.remove(uid, f.eventId)));
  const upcoming = created.filter((e) => !e.cancelled && (e.lastOccurrenceMs ?? e.dateStartMs ?? 0) > nowMs);
  for (const e of upcoming) await cancelEvent({ uid }, e.eventId);
  logger.info('event data removed', { uid, rsvps: mine.length, favorites: favs.length, cancelled: upcoming.length });
  return mine.length + favs.length + upcoming.length;
}
