import { settingsMessages } from '@shared/constants/messages';
import type { PrivacySettingsDto } from '@shared/schemas/settings';

export type Blocklist = PrivacySettingsDto['blocklist'];

/**
 * Spec §5: a user already on the block list cannot be picked again. The list is by id: entries
 * never carry the blocked person's e-mail (it is theirs alone).
 */
export function isBlocked(user: { uid: string }, blocklist: Blocklist): boolean {
  return blocklist.some((entry) => entry.userId === user.uid);
}

/** Toggle one user in the selection, never selecting an already-blocked one. */
export function toggleSelection(selected: ReadonlySet<string>, user: { uid: string }, blocklist: Blocklist): Set<string> {
  const next = new Set(selected);
  if (next.has(user.uid)) next.delete(user.uid);
  else if (!isBlocked(user, blocklist)) next.add(user.uid);
  return next;
}

/** Spec §5: at least one selection. */
export const canBlock = (selected: ReadonlySet<string>, busy: boolean) => selected.size > 0 && !busy;

/** Spec §5: type DELETE exactly, and not while the user is on any team (or before that is known). */
export function canDeleteAccount(typed: string, teams: readonly unknown[] | undefined, busy: boolean): boolean {
  return typed === settingsMessages.deleteConfirmWord && teams !== undefined && teams.length === 0 && !busy;
}

export interface PrivacyToggles {
  messagesFromAnyone: boolean;
  publicBadges: boolean;
  publicOnlineStatus: boolean;
  publicUpcomingGames: boolean;
  publicGamesAttended: boolean;
}

/** Spec §3: the privacy screen falls back to false when a setting is absent. */
export function togglesOf(settings: Partial<PrivacySettingsDto> | null | undefined): PrivacyToggles {
  return {
    messagesFromAnyone: settings?.messagesFromAnyone ?? false,
    publicBadges: settings?.publicBadges ?? false,
    publicOnlineStatus: settings?.publicOnlineStatus ?? false,
    publicUpcomingGames: settings?.publicUpcomingGames ?? false,
    publicGamesAttended: settings?.publicGamesAttended ?? false,
  };
}
