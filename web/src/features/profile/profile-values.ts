import type { z } from 'zod';
import type { BodyInputOf } from '@shared/api/routes';
import type { updateProfileInput } from '@shared/schemas/user';
import type { ProfileDto as Profile } from '@shared/schemas/user';

/** The whole profile, as updateProfile replaces it (409 when `version` is stale). */
export type UpdateProfileBody = BodyInputOf<'updateProfile'>;

export type ProfileFormValues = z.input<typeof updateProfileInput>;
export type ProfileFormOutput = z.output<typeof updateProfileInput>;

/** '' from an empty input means "not set". */
export const emptyToNull = <V,>(value: V): V | null => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * What the schema reads from the form's inputs: the fields hold the inputs' text, and an empty
 * Last name or Birthdate is null ("not set"), an empty Gender ('Not set') is no gender.
 */
export function fromInputs(values: ProfileFormValues): ProfileFormValues {
  const info = values.additionalInfo;
  return {
    ...values,
    lastName: emptyToNull(values.lastName),
    birthdate: emptyToNull(values.birthdate),
    ...(info ? { additionalInfo: { ...info, gender: (info.gender as string | undefined) === '' ? undefined : info.gender } } : {}),
  };
}

/** A new user has no additional info yet (spec §4). */
export const isNewUser = (profile: Profile) => !profile.hasAdditionalInfo;

/** What the form starts with. No city yet means no value at all: the field stays invalid until one is chosen. */
export function toFormValues(profile: Profile): Partial<ProfileFormValues> {
  return {
    displayName: profile.displayName ?? '',
    fullName: profile.fullName ?? '',
    lastName: profile.lastName,
    photoURL: profile.photoURL,
    ...(profile.defaultCity ? { defaultCity: { name: profile.defaultCity.name, lat: profile.defaultCity.lat, lng: profile.defaultCity.lng } } : {}),
    ...(profile.joinReason ? { joinReason: profile.joinReason } : {}),
    additionalInfo: {
      ...(profile.additionalInfo?.gender ? { gender: profile.additionalInfo.gender } : {}),
      pronoun: profile.additionalInfo?.pronoun ?? '',
      sports: profile.additionalInfo?.sports ?? [],
    },
    phoneNumber: profile.phoneNumber ?? '',
    birthdate: profile.birthdate,
    announceOnJoin: profile.announceOnJoin,
  };
}

/**
 * The PUT body: the API replaces the whole profile (spec §7 "update (whole profile)"), so fields
 * this form does not show are sent back as loaded. A new user sends what the first-sign-up form
 * asks for; an existing one adds the loaded `version` for the stale-write check.
 */
export function toUpdateBody(values: ProfileFormOutput, profile: Profile): UpdateProfileBody {
  const common = {
    displayName: values.displayName,
    fullName: values.fullName,
    lastName: values.lastName ?? null,
    photoURL: values.photoURL ?? null,
    defaultCity: values.defaultCity,
  };
  if (isNewUser(profile)) {
    return {
      ...common,
      ...(values.joinReason ? { joinReason: values.joinReason } : {}),
      additionalInfo: { sports: values.additionalInfo?.sports ?? [] },
      announceOnJoin: values.announceOnJoin ?? true,
    };
  }
  return {
    ...common,
    ...(profile.joinReason ? { joinReason: profile.joinReason } : {}),
    additionalInfo: {
      sports: profile.additionalInfo?.sports ?? [],
      ...(values.additionalInfo?.gender ? { gender: values.additionalInfo.gender } : {}),
      ...(values.additionalInfo?.pronoun !== undefined ? { pronoun: values.additionalInfo.pronoun } : {}),
    },
    ...(profile.bio !== null ? { bio: profile.bio } : {}),
    phoneNumber: values.phoneNumber ?? '',
    birthdate: values.birthdate ?? null,
    version: profile.version,
  };
}
