import type { GameDto, Participant } from '@shared/schemas/game';
import type { EventItem } from '../../data/events';
import { guests } from '../../data/guests';
import { rsvps } from '../../data/rsvps';
import { users } from '../../data/users';
import { nextOrLast, occurrencesOf } from '../events/event-dto';
import { isGuestId } from '../guests/deliver';
import { blockedAround } from '../privacy/blocking';
import { joinerNamedTo, withCircleFor, type JoinerViewer } from '../privacy/joiners';

const NAME_MAX = 100;

/**
 * The event's joined players as participants ({id: uid, name: displayName}), in the order they
 * joined: of the next occurrence, or of the last one once the event is over. Only the organiser
 * seeds a game from them; what others see of the stored game goes through `participantsSeenBy`.
 * A person without a display name shows their full name, never their e-mail.
 */
export async function joinedPlayers(event: EventItem, nowMs = Date.now()): Promise<Participant[]> {
  const occurrence = nextOrLast(occurrencesOf(event), nowMs);
  const joined = (await rsvps.ofOccurrence(event.eventId, occurrence))
    .filter((r) => r.status === 'joined')
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.userId.localeCompare(b.userId));
  const ids = joined.map((r) => r.userId);
  const [found, guestsIn] = await Promise.all([users.getMany(ids.filter((id) => !isGuestId(id))), guests.getMany(ids.filter(isGuestId))]);
  const people = new Map(found.map((u) => [u.uid, u]));
  const guestNames = new Map(guestsIn.map((g) => [g.guestId, g.name]));
  return joined.map((r) => {
    const person = people.get(r.userId);
    const name = (guestNames.get(r.userId) || person?.displayName || person?.fullName || 'Player').trim().slice(0, NAME_MAX) || 'Player';
    return { id: r.userId, name };
  });
}

/** What a game shows in place of a person the viewer may not see: numbered per game, so a bracket still reads. */
export const privatePlayer = (n: number): Participant => ({ id: `private-${n}`, name: `Private player ${n}` });

/**
 * Games as the viewer may see them: a participant who is a Rally user is named only when the
 * joiner rule (privacy/joiners.ts: privacy, blocks, minors) names them to this viewer, whether
 * the organiser seeded the game from the joiners or typed the list; anyone else in it (a team, a
 * name typed by the organiser) shows as stored. Read at every request, so a person who hides
 * their games later disappears from brackets made before. One BatchGet for all the games, beside
 * the viewer's blocks; their circle only when a participant is a minor.
 */
export async function participantsSeenBy(viewer: JoinerViewer, games: GameDto[]): Promise<GameDto[]> {
  if (viewer.organiser || games.length === 0) return games;
  const ids = new Set<string>();
  for (const g of games) {
    for (const p of g.participants) ids.add(p.id);
    for (const round of g.rounds) for (const m of round.matches) for (const p of [m.a, m.b]) if (p) ids.add(p.id);
  }
  const [people, blocked] = await Promise.all([users.getMany([...ids]), viewer.uid === null ? new Set<string>() : blockedAround(viewer.uid)]);
  const seeing = await withCircleFor({ ...viewer, blocked }, people);
  const hidden = new Set(
    people.filter((u) => !joinerNamedTo(seeing, { uid: u.uid, status: 'joined', privacySettings: u.privacySettings, birthdate: u.birthdate })).map((u) => u.uid),
  );
  if (hidden.size === 0) return games;
  return games.map((g) => maskGame(g, hidden));
}

function maskGame(game: GameDto, hidden: ReadonlySet<string>): GameDto {
  const aliases = new Map<string, Participant>();
  const alias = (id: string) => {
    let p = aliases.get(id);
    if (!p) aliases.set(id, (p = privatePlayer(aliases.size + 1)));
    return p;
  };
  // Participants first, in their order, so the numbers follow the seeding.
  for (const p of game.participants) if (hidden.has(p.id)) alias(p.id);
  const seen = (p: Participant | null) => (p && hidden.has(p.id) ? alias(p.id) : p);
  const seenId = (id: string | null) => (id && hidden.has(id) ? alias(id).id : id);
  return {
    ...game,
    participants: game.participants.map((p) => seen(p)!),
    rounds: game.rounds.map((round) => ({
      ...round,
      matches: round.matches.map((m) => ({ ...m, a: seen(m.a), b: seen(m.b), winnerId: seenId(m.winnerId) })),
    })),
    championId: seenId(game.championId),
  };
}
