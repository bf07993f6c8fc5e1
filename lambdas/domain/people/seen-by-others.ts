import type { UserItem } from '../../data/users';

/**
 * How one person appears to anybody else: never by e-mail, not even its local part. A person's
 * address is returned only to its owner (GET /api/me); every output path that shows someone to
 * someone else (lists, block lists, names in messages, posts, notifications, family requests)
 * goes through these.
 */
export const UNNAMED_PLAYER = 'A player';

/** The display name, else the full name, else a neutral placeholder (spec §3's own fallback uses the e-mail: owner only). */
export function nameSeenByOthers(item: Pick<UserItem, 'displayName' | 'fullName'> | null | undefined, fallback = UNNAMED_PLAYER): string {
  return item?.displayName?.trim() || item?.fullName?.trim() || fallback;
}

/** A person in a list someone else sees: id and name only. */
export function personSeenByOthers(item: Pick<UserItem, 'uid' | 'displayName' | 'fullName'>): { uid: string; displayName: string } {
  return { uid: item.uid, displayName: nameSeenByOthers(item) };
}
