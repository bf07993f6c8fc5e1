import { messages } from '../../../shared/constants/messages';
import { idParam } from '../../../shared/schemas/common';
import type { PublicProfileDto } from '../../../shared/schemas/user';
import { users, type UserItem } from '../../data/users';
import { NotFoundError } from '../../middleware/errors';
import { attachableAvailability } from '../availability/availability';
import { displayNameFallback } from './profile';

/**
 * What another signed-in person may see of a user: built field by field from the stored item, so
 * e-mail, phone, birthdate, privacy and payment fields can never leak by being added later.
 */
export function toPublicProfileDto(item: UserItem): PublicProfileDto {
  const city = item.defaultCity as { name?: string } | undefined;
  const info = item.additionalInfo as { sports?: string[] } | undefined;
  return {
    uid: item.uid,
    displayName: displayNameFallback(item, item.email),
    photoURL: item.photoURL ?? null,
    city: city?.name ?? null,
    bio: item.bio ?? null,
    sports: info?.sports ?? [],
  };
}

/**
 * GET /api/users/{uid}: the public fields plus "attach availability" (spec §7), which goes through
 * the availability visibility rule: null when the caller may not see it or none is saved.
 */
export async function getPublicProfile(viewer: { uid: string }, uid: string): Promise<PublicProfileDto> {
  const [item, availability] = await Promise.all([users.get(uid), attachableAvailability(viewer, uid)]);
  if (!item) throw new NotFoundError(messages.userNotFound);
  return { ...toPublicProfileDto(item), availability };
}

/** Family-member search (spec §5): input with an @ is an e-mail, anything else a user id. */
export async function lookupUser(q: string): Promise<PublicProfileDto> {
  // Text that cannot be an id is never turned into a key: it simply finds nobody.
  const item = q.includes('@') ? await users.getByEmail(q) : idParam.safeParse(q).success ? await users.get(q) : null;
  if (!item) throw new NotFoundError(messages.userNotFound);
  return toPublicProfileDto(item);
}
