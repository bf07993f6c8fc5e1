import { isMinor } from '@shared/people/age';
import type { PrivacySettingsDto } from '@shared/schemas/settings';

/**
 * One block-list entry as its owner sees it (spec §3 Privacy settings `blocklist`): the blocked
 * person's id and the name anyone sees of them, never their e-mail (people/seen-by-others.ts).
 */
export interface BlockEntry {
  userId: string;
  displayName: string;
}

export const privacyToggleKeys = ['messagesFromAnyone', 'publicBadges', 'publicOnlineStatus', 'publicUpcomingGames'] as const;

/**
 * Already on the list (§5 "already-blocked users (by id or email)"): by id, the one key a person
 * is blocked by; entries hold no e-mail to compare.
 */
export function isOnBlocklist(candidate: Pick<BlockEntry, 'userId'>, blocklist: readonly Pick<BlockEntry, 'userId'>[]): boolean {
  return blocklist.some((b) => b.userId === candidate.userId);
}

export type BlockSelection<T> = { kind: 'self' } | { kind: 'allBlocked' } | { kind: 'ok'; toAdd: T[] };

/**
 * Which of the chosen people to add: never oneself, never someone already on the list; when
 * every one of them already is, the spec's 'User is already blocked.'.
 */
export function selectBlocks<T extends Pick<BlockEntry, 'userId'>>(
  selfId: string,
  blocklist: readonly Pick<BlockEntry, 'userId'>[],
  candidates: readonly T[],
): BlockSelection<T> {
  if (candidates.some((c) => c.userId === selfId)) return { kind: 'self' };
  const toAdd: T[] = [];
  for (const c of candidates) {
    if (!isOnBlocklist(c, blocklist) && !isOnBlocklist(c, toAdd)) toAdd.push(c);
  }
  return toAdd.length ? { kind: 'ok', toAdd } : { kind: 'allBlocked' };
}

/**
 * The privacy settings a person sees: the stored toggles (absent ones read false, as the privacy
 * screen does) and the block list projected from the block items.
 */
export function privacySettingsOf(stored: unknown, blocklist: readonly BlockEntry[], birthdate?: string | null): PrivacySettingsDto {
  const toggles = (stored ?? null) as Partial<Record<(typeof privacyToggleKeys)[number], unknown>> | null;
  return {
    // §3 keeps {userId, email}; the e-mail is the blocked person's own, so it stays empty.
    blocklist: blocklist.map(({ userId, displayName }) => ({ userId, email: '' as const, displayName })),
    messagesFromAnyone: toggles?.messagesFromAnyone === true,
    publicBadges: toggles?.publicBadges === true,
    publicOnlineStatus: toggles?.publicOnlineStatus === true,
    publicUpcomingGames: toggles?.publicUpcomingGames === true,
    publicGamesAttended: gamesAttendedPublic(stored, birthdate),
  };
}

/** The profile's `privacySettings`: null while nothing is stored and nobody is blocked. */
export function toPrivacySettings(stored: unknown, blocklist: readonly BlockEntry[], birthdate?: string | null): PrivacySettingsDto | null {
  return stored || blocklist.length ? privacySettingsOf(stored, blocklist, birthdate) : null;
}

/**
 * §6: others see a person's upcoming games only when their publicUpcomingGames flag is on (an
 * absent flag reads false, as the privacy screen does); the person always sees their own.
 */
export function upcomingGamesVisible(viewerUid: string, ownerUid: string, storedPrivacy: unknown): boolean {
  return viewerUid === ownerUid || (storedPrivacy as { publicUpcomingGames?: unknown } | null | undefined)?.publicUpcomingGames === true;
}

/**
 * publicGamesAttended (not among the spec's flags: games attended are new): the person's own
 * choice once they made one; until then off for a minor and on for an adult, read from the age
 * at the time of asking, so a birthdate added later moves the default with it.
 */
export function gamesAttendedPublic(storedPrivacy: unknown, birthdate: string | null | undefined, now = new Date()): boolean {
  const chosen = (storedPrivacy as { publicGamesAttended?: unknown } | null | undefined)?.publicGamesAttended;
  return typeof chosen === 'boolean' ? chosen : !isMinor(birthdate, now);
}

/** Others see a person's games attended only when publicGamesAttended allows; the person always sees their own. */
export function gamesAttendedVisible(viewerUid: string, owner: { uid: string; birthdate?: string | null; privacySettings?: unknown }, now = new Date()): boolean {
  return viewerUid === owner.uid || gamesAttendedPublic(owner.privacySettings, owner.birthdate, now);
}
