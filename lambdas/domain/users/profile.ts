import type { ProfileDto, UpdateProfileInput } from '@shared/schemas/user';
import { signupDays } from '../../data/admin';
import { encode } from '../../data/geo';
import { users, type UserItem } from '../../data/users';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { reindexPerson } from '../fill/index-writer';
import { announce } from '../../lib/queue';
import { mergeGuestsInto } from '../guests/guests';
import { blocklistOf } from '../privacy/blocking';
import { toPrivacySettings, type BlockEntry } from '../privacy/rules';

export interface Identity {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** Privacy defaults at profile creation (spec §3): empty blocklist, every flag on. */
export const defaultPrivacySettings = {
  blocklist: [],
  messagesFromAnyone: true,
  publicBadges: true,
  publicOnlineStatus: true,
  publicUpcomingGames: true,
};

export const STALE_PROFILE = 'Your profile was changed elsewhere. Reload to see the latest version, then save again.';

/**
 * spec §3 displayNameFallback: the display name, else the full name, else the e-mail's local part.
 * The person's own view only; others see people/seen-by-others.ts `nameSeenByOthers`.
 */
export const displayNameFallback = (item: Pick<UserItem, 'displayName' | 'fullName'> | null, email: string): string =>
  item?.displayName ?? item?.fullName ?? email.split('@')[0] ?? email;

/**
 * The profile a person sees of themselves. With no record yet they are a new user (spec §4).
 * The block list is stored as separate items (lambdas/data/blocks.ts) and projected here.
 */
export function toProfileDto(identity: Identity, item: UserItem | null, blocklist: readonly BlockEntry[] = []): ProfileDto {
  return {
    uid: identity.uid,
    id: identity.uid,
    email: identity.email,
    emailVerified: identity.emailVerified,
    displayName: item?.displayName ?? null,
    displayNameFallback: displayNameFallback(item, identity.email),
    fullName: item?.fullName ?? null,
    lastName: item?.lastName ?? null,
    photoURL: item?.photoURL ?? null,
    defaultCity: (item?.defaultCity as ProfileDto['defaultCity']) ?? null,
    joinReason: (item?.joinReason as ProfileDto['joinReason']) ?? null,
    additionalInfo: (item?.additionalInfo as ProfileDto['additionalInfo']) ?? null,
    bio: item?.bio ?? null,
    phoneNumber: item?.phoneNumber ?? null,
    birthdate: item?.birthdate ?? null,
    privacySettings: toPrivacySettings(item?.privacySettings, blocklist, item?.birthdate),
    alternateEmails: item?.alternateEmails ?? [],
    notificationSettings: (item?.notificationSettings as ProfileDto['notificationSettings'] | undefined) ?? {},
    sportAvailability: (item?.sportAvailability as ProfileDto['sportAvailability'] | undefined) ?? [],
    activitySubscriptions: (item?.activitySubscriptions as ProfileDto['activitySubscriptions'] | undefined) ?? [],
    userSubscription: item?.userSubscription ?? 'Free',
    hasAdditionalInfo: item?.hasAdditionalInfo ?? false,
    announceOnJoin: item?.announceOnJoin !== false,
    locale: item?.locale ?? null,
    createdAt: item?.createdAt ?? null,
    updatedAt: item?.updatedAt ?? null,
    version: item?.version ?? 0,
  };
}

/**
 * The token's e-mail is the truth (Cognito owns sign-in): after a change through /verify-new-email
 * the stored copy, and the byEmail lookup others find this person by, follow on the next read.
 */
export async function getProfile(identity: Identity): Promise<ProfileDto> {
  const [item, blocklist] = await Promise.all([users.get(identity.uid), blocklistOf(identity.uid)]);
  const moved = item && identity.email && (item.email !== identity.email || item.emailVerified !== identity.emailVerified);
  const current = moved ? ((await users.setEmail(identity.uid, identity)) ?? item) : item;
  // A newly verified address may have been a guest's: their places become this person's.
  if (moved) await mergeGuestsInto(identity);
  return toProfileDto(identity, current, blocklist);
}

/** Create the profile on first save ("Setup Account"), update it afterwards. */
export async function saveProfile(identity: Identity, input: UpdateProfileInput): Promise<ProfileDto> {
  const [existing, blocklist] = await Promise.all([users.get(identity.uid), blocklistOf(identity.uid)]);
  const { version, defaultCity, ...fields } = input;

  const write = {
    ...fields,
    lastName: fields.lastName ?? undefined,
    photoURL: fields.photoURL ?? undefined,
    birthdate: fields.birthdate ?? undefined,
    defaultCity: { ...defaultCity, hash: encode(defaultCity.lat, defaultCity.lng) },
    hasAdditionalInfo: true,
    ...(existing ? {} : { privacySettings: defaultPrivacySettings }),
  };
  const expected = existing ? (version ?? existing.version) : undefined;
  const saved = await users.save(identity, write, expected);
  if (!saved) throw new ConflictError(STALE_PROFILE);
  await reindexPerson(identity.uid);
  if (!existing) {
    // Counted for the admin's sign-up figures; a failed count never fails the sign-up.
    await signupDays
      .increment(new Date().toISOString().slice(0, 10))
      .catch((error: unknown) => logger.error('sign-up not counted', { error: error as Error }));
    // A new player: people near their go-to city who play the same games hear of them.
    await announce({ kind: 'player-joined', uid: identity.uid }).catch((error: unknown) =>
      logger.error('new player not announced', { error: error as Error }),
    );
  }
  // Guest places under this address become theirs (on every save, so one interrupted is finished later).
  await mergeGuestsInto(identity);
  return toProfileDto(identity, saved, blocklist);
}

/**
 * PUT /api/users/{uid}: only the owner may write a profile (spec §6). Checked before any read, so
 * a stranger learns nothing about whether the profile exists.
 */
export async function updateProfile(identity: Identity, uid: string, input: UpdateProfileInput): Promise<ProfileDto> {
  if (uid !== identity.uid) throw new ForbiddenError();
  return saveProfile(identity, input);
}
