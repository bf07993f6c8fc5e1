import type { ConnectionStatusDto, PersonDto } from '../../../shared/schemas/people';
import type { ConnectionItem } from '../../data/connections';
import type { UserItem } from '../../data/users';
import { toPublicProfileDto } from '../users/public-profile';

/** A person in a list: the public profile fields only (built from the stored item field by field). */
export function toPerson(item: UserItem): PersonDto {
  const { uid, displayName, photoURL, city, sports } = toPublicProfileDto(item);
  return { uid, displayName, photoURL, city, sports };
}

/** Where the caller stands with someone, from the caller's side of the connection. */
export function statusOf(callerUid: string, c: Pick<ConnectionItem, 'status' | 'requesterId'> | null | undefined): ConnectionStatusDto {
  if (!c) return 'none';
  if (c.status === 'accepted') return 'connected';
  return c.requesterId === callerUid ? 'requested' : 'incoming';
}
