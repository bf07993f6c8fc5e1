import { hasMemberPlus } from '@shared/constants/payments';
import type { ConnectionStatusDto, PersonDto } from '@shared/schemas/people';
import type { PublicProfileDto } from '@shared/schemas/user';
import type { ConnectionItem } from '../../data/connections';
import type { UserItem } from '../../data/users';
import { nameSeenByOthers } from './seen-by-others';

/**
 * What another signed-in person may see of a user: built field by field from the stored item, so
 * e-mail, phone, birthdate, privacy and payment fields can never leak by being added later.
 */
export function toPublicProfileDto(item: UserItem): PublicProfileDto {
  const city = item.defaultCity as { name?: string } | undefined;
  const info = item.additionalInfo as { sports?: string[] } | undefined;
  return {
    uid: item.uid,
    displayName: nameSeenByOthers(item),
    photoURL: item.photoURL ?? null,
    city: city?.name ?? null,
    bio: item.bio ?? null,
    sports: info?.sports ?? [],
  };
}

/** A person in a list: the public profile fields only (built from the stored item field by field). */
export function toPerson(item: UserItem, badge: { memberPlus?: true } = {}): PersonDto {
  const { uid, displayName, photoURL, city, sports } = toPublicProfileDto(item);
  return { uid, displayName, photoURL, city, sports, ...badge };
}

/**
 * The Member Plus badge as `viewerUid` sees it (spec §6 publicBadges): the owner always sees their
 * own; anybody else only while the badges flag is on and the owner's "Show my badges" is on (an
 * absent toggle reads off, as on the privacy screen). Only the badge leaves the server, never the
 * plan or the subscription.
 */
export function badgeSeenBy(
  item: Pick<UserItem, 'uid' | 'userSubscription' | 'privacySettings'>,
  viewerUid: string,
  badgesFlag: boolean,
): { memberPlus?: true } {
  if (!hasMemberPlus(item.userSubscription)) return {};
  if (viewerUid === item.uid) return { memberPlus: true };
  return badgesShownTo(item, viewerUid, badgesFlag) ? { memberPlus: true } : {};
}

/**
 * Whether `viewerUid` may see someone else's badges (spec §6 publicBadges): only while the badges
 * flag is on and the owner's "Show my badges" is on (an absent toggle reads off). The owner's own
 * view is the caller's choice (the Member Plus badge always, earned badges with the flag).
 */
export function badgesShownTo(item: Pick<UserItem, 'uid' | 'privacySettings'>, viewerUid: string, badgesFlag: boolean): boolean {
  if (!badgesFlag) return false;
  if (viewerUid === item.uid) return true;
  return (item.privacySettings as { publicBadges?: unknown } | null | undefined)?.publicBadges === true;
}

/**
 * Where the caller stands with someone, from the caller's side of the connection. A request held
 * for a minor's guardian is 'requested' to its sender and nothing yet to the minor; a declined one
 * is nothing to either.
 */
export function statusOf(callerUid: string, c: Pick<ConnectionItem, 'status' | 'requesterId'> | null | undefined): ConnectionStatusDto {
  if (!c) return 'none';
  if (c.status === 'accepted') return 'connected';
  const asked = c.requesterId === callerUid;
  if (c.status === 'pending') return asked ? 'requested' : 'incoming';
  if (c.status === 'held') return asked ? 'requested' : 'none';
  return 'none';
}
