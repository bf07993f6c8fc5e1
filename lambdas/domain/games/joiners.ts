import type { Participant } from '../../../shared/schemas/game';
import { rsvps, type EventItem } from '../../data/events';
import { users } from '../../data/users';
import { nextOrLast, occurrencesOf } from '../events/event-dto';

const NAME_MAX = 100;

/**
 * The event's joined players as participants ({id: uid, name: displayName}), in the order they
 * joined: of the next occurrence, or of the last one once the event is over. Games are public, so
 * a person without a display name shows their full name, never their e-mail.
 */
export async function joinedPlayers(event: EventItem, nowMs = Date.now()): Promise<Participant[]> {
  const occurrence = nextOrLast(occurrencesOf(event), nowMs);
  const joined = (await rsvps.ofOccurrence(event.eventId, occurrence))
    .filter((r) => r.status === 'joined')
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.userId.localeCompare(b.userId));
  const people = new Map((await users.getMany(joined.map((r) => r.userId))).map((u) => [u.uid, u]));
  return joined.map((r) => {
    const person = people.get(r.userId);
    const name = (person?.displayName || person?.fullName || 'Player').trim().slice(0, NAME_MAX) || 'Player';
    return { id: r.userId, name };
  });
}
