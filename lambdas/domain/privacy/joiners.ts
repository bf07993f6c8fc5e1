import type { RsvpStatus } from '@shared/schemas/event';
import { upcomingGamesVisible } from './rules';

/** Who is looking at the people of an event (its RSVP lists, its games' players). */
export interface JoinerViewer {
  /** null: nobody signed in. */
  uid: string | null;
  /** The event's organiser: its creator or an owner/admin of its hosting team. */
  organiser: boolean;
}

/** What the rule needs to know about one person in the event. */
export interface JoinerFacts {
  uid: string;
  status: RsvpStatus;
  /** The person's stored privacySettings (publicUpcomingGames is read from it). */
  privacySettings: unknown;
  /** A guest an organiser added (no account, no privacy settings of their own). */
  guest?: boolean;
}

/**
 * THE joiner naming rule: whether a viewer may see who a person in an event is (name, photo,
 * profile link), on every path that lists an event's people (RSVP lists and waitlists, game
 * participants). Everyone else is counted, never named.
 *
 * - The organiser sees everyone: they run the event and review its requests.
 * - A person always sees themself.
 * - A pending request is never named to anyone else: it is not a place in the event yet.
 * - Otherwise a person is named only when their publicUpcomingGames flag is on (§6), read as the
 *   profile reads it (an absent flag is off). The flag decides for every occurrence, past ones
 *   too: who came to last week's game of a weekly series says who comes to next week's.
 * - A guest (no account) is named to signed-in readers by the name the organiser gave, marked as a
 *   guest, so players know who else is coming; their e-mail is never on these paths (only the
 *   organisers' guest list has it).
 */
export function joinerNamedTo(viewer: JoinerViewer, joiner: JoinerFacts): boolean {
  if (viewer.organiser) return true;
  if (viewer.uid !== null && viewer.uid === joiner.uid) return true;
  if (joiner.status === 'pending') return false;
  if (joiner.guest) return viewer.uid !== null;
  // upcomingGamesVisible also lets the owner see their own; that case is already answered above.
  return upcomingGamesVisible(viewer.uid ?? '', joiner.uid, joiner.privacySettings);
}
