import { isMinor } from '@shared/people/age';
import type { RsvpStatus } from '@shared/schemas/event';
import { circleOf, knows, type Circle } from './minors';
import { upcomingGamesVisible } from './rules';

/** Who is looking at the people of an event (its RSVP lists, its games' players). */
export interface JoinerViewer {
  /** null: nobody signed in. */
  uid: string | null;
  /** The event's organiser: its creator or an owner/admin of its hosting team. */
  organiser: boolean;
  /**
   * The viewer's circle (family and team-mates), read by `withCircleFor` only when the people
   * include a minor. Without it no minor is named to anyone but the organiser and themself.
   */
  circle?: Circle;
  /** People in a block pair with the viewer: never named (lists that drop them drop them first). */
  blocked?: ReadonlySet<string>;
}

/** What the rule needs to know about one person in the event. */
export interface JoinerFacts {
  uid: string;
  status: RsvpStatus;
  /** The person's stored privacySettings (publicUpcomingGames is read from it). */
  privacySettings: unknown;
  /** A guest an organiser added (no account, no privacy settings of their own). */
  guest?: boolean;
  /** YYYY-MM-DD, when the person gave one: a minor is named only to their circle. */
  birthdate?: string | null;
}

/**
 * THE joiner naming rule: whether a viewer may see who a person in an event is (name, photo,
 * profile link), on every path that lists an event's people (RSVP lists and waitlists, game
 * participants). Everyone else is counted, never named.
 *
 * - The organiser sees everyone: they run the event and review its requests.
 * - A person always sees themself.
 * - A pending request is never named to anyone else: it is not a place in the event yet.
 * - Nobody in a block pair with the viewer is named to them.
 * - A minor is named only to their circle (family and team-mates), as in every list of people
 *   (privacy/minors.ts): an event's list would otherwise show a child's name, photo and games to
 *   any stranger.
 * - Otherwise a person is named only when their publicUpcomingGames flag is on (§6), read as the
 *   profile reads it (an absent flag is off). The flag decides for every occurrence, past ones
 *   too: who came to last week's game of a weekly series says who comes to next week's.
 * - A guest (no account) is named to signed-in readers by the name the organiser gave, marked as a
 *   guest, so players know who else is coming; their e-mail is never on these paths (only the
 *   organisers' guest list has it).
 */
export function joinerNamedTo(viewer: JoinerViewer, joiner: JoinerFacts, now: Date = new Date()): boolean {
  if (viewer.organiser) return true;
  if (viewer.uid !== null && viewer.uid === joiner.uid) return true;
  if (joiner.status === 'pending') return false;
  if (viewer.blocked?.has(joiner.uid)) return false;
  if (isMinor(joiner.birthdate, now) && !(viewer.circle && knows(viewer.circle, joiner.uid))) return false;
  if (joiner.guest) return viewer.uid !== null;
  // upcomingGamesVisible also lets the owner see their own; that case is already answered above.
  return upcomingGamesVisible(viewer.uid ?? '', joiner.uid, joiner.privacySettings);
}

/**
 * The viewer with their circle, read only when it can change an answer: someone among `people`
 * other than the viewer is a minor, and the viewer is signed in and not the organiser.
 */
export async function withCircleFor(
  viewer: JoinerViewer,
  people: readonly { uid: string; birthdate?: string | null }[],
  now: Date = new Date(),
): Promise<JoinerViewer> {
  if (viewer.organiser || viewer.uid === null || viewer.circle) return viewer;
  if (!people.some((p) => p.uid !== viewer.uid && isMinor(p.birthdate, now))) return viewer;
  return { ...viewer, circle: await circleOf(viewer.uid) };
}
