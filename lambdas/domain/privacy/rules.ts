import type { PrivacySettingsDto } from '../../../shared/schemas/settings';

/** One block-list entry (spec §3 Privacy settings `blocklist`). */
export interface BlockEntry {
  userId: string;
  email: string;
}

export const privacyToggleKeys = ['messagesFromAnyone', 'publicBadges', 'publicOnlineStatus', 'publicUpcomingGames'] as const;

/** Already on the list by id or by e-mail (§5 "already-blocked users (by id or email)"). */
export function isOnBlocklist(candidate: BlockEntry, blocklist: readonly BlockEntry[]): boolean {
  const email = candidate.email.trim().toLowerCase();
  return blocklist.some((b) => b.userId === candidate.userId || (email !== '' && b.email.trim().toLowerCase() === email));
}

export type BlockSelection = { kind: 'self' } | { kind: 'allBlocked' } | { kind: 'ok'; toAdd: BlockEntry[] };

/**
 * Which of the chosen people to add: never oneself, never someone already on the list; when
 * every one of them already is, the spec's 'User is already blocked.'.
 */
export function selectBlocks(selfId: string, blocklist: readonly BlockEntry[], candidates: readonly BlockEntry[]): BlockSelection {
  if (candidates.some((c) => c.userId === selfId)) return { kind: 'self' };
  const toAdd: BlockEntry[] = [];
  for (const c of candidates) {
    if (!isOnBlocklist(c, blocklist) && !isOnBlocklist(c, toAdd)) toAdd.push(c);
  }
  return toAdd.length ? { kind: 'ok', toAdd } : { kind: 'allBlocked' };
}

/**
 * The privacy settings a person sees: the stored toggles (absent ones read false, as the privacy
 * screen does) and the block list projected from the block items.
 */
export function privacySettingsOf(stored: unknown, blocklist: readonly BlockEntry[]): PrivacySettingsDto {
  const toggles = (stored ?? null) as Partial<Record<(typeof privacyToggleKeys)[number], unknown>> | null;
  return {
    blocklist: blocklist.map(({ userId, email }) => ({ userId, email })),
    messagesFromAnyone: toggles?.messagesFromAnyone === true,
    publicBadges: toggles?.publicBadges === true,
    publicOnlineStatus: toggles?.publicOnlineStatus === true,
    publicUpcomingGames: toggles?.publicUpcomingGames === true,
  };
}

/** The profile's `privacySettings`: null while nothing is stored and nobody is blocked. */
export function toPrivacySettings(stored: unknown, blocklist: readonly BlockEntry[]): PrivacySettingsDto | null {
  return stored || blocklist.length ? privacySettingsOf(stored, blocklist) : null;
}

/**
 * §6: others see a person's upcoming games only when their publicUpcomingGames flag is on (an
 * absent flag reads false, as the privacy screen does); the person always sees their own.
 */
export function upcomingGamesVisible(viewerUid: string, ownerUid: string, storedPrivacy: unknown): boolean {
  return viewerUid === ownerUid || (storedPrivacy as { publicUpcomingGames?: unknown } | null | undefined)?.publicUpcomingGames === true;
}
