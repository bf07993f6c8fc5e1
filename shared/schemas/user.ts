import { z } from 'zod';
import { limits } from '../constants/limits';
import { joinReasons, pronouns } from '../constants/enums';
import { latitude, longitude } from './common';

const years = (n: number) => n * 365.2425 * 24 * 60 * 60 * 1000;

/** The go-to city: a chosen place, never free text (§5 "a name must be chosen"). */
export const cityInput = z.object({
  name: z.string().trim().min(1, 'Please choose a city'),
  lat: latitude,
  lng: longitude,
});
export const cityDto = cityInput.extend({ hash: z.string() });

export const additionalInfo = z.object({
  gender: z.string().trim().max(50).optional(),
  sports: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  pronoun: z.enum(pronouns).optional(),
});

/** Birthdate: optional, between 120 years ago and 13 years ago (§5). */
export const birthdate = z.iso.date().refine((value) => {
  const t = Date.parse(value);
  const now = Date.now();
  return t >= now - years(limits.birthdateSpanYears) && t <= now - years(limits.minimumUserAge);
}, `You must be at least ${limits.minimumUserAge} years old`);

/** Fields a person edits on the profile form (§2 Profile form, §5 rules). */
export const updateProfileInput = z.object({
  displayName: z.string().trim().min(limits.displayName.min).max(limits.displayName.max),
  fullName: z.string().trim().min(limits.fullName.min).max(limits.fullName.max),
  lastName: z.string().trim().min(limits.lastName.min).max(limits.lastName.max).nullable().optional(),
  photoURL: z.url().max(2048).nullable().optional(),
  defaultCity: cityInput,
  joinReason: z.enum(joinReasons).optional(),
  additionalInfo: additionalInfo.optional(),
  bio: z.string().trim().max(1000).optional(),
  phoneNumber: z.string().trim().max(30).optional(),
  birthdate: birthdate.nullable().optional(),
  /** Optimistic concurrency: the version the form loaded; omitted on first save. */
  version: z.number().int().nonnegative().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const privacySettings = z.object({
  blocklist: z.array(z.object({ userId: z.string(), email: z.string() })),
  messagesFromAnyone: z.boolean(),
  publicBadges: z.boolean(),
  publicOnlineStatus: z.boolean(),
  publicUpcomingGames: z.boolean(),
});

/** What GET /api/me returns: the signed-in user's own profile. */
export const profileDto = z.object({
  uid: z.string(),
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.string().nullable(),
  displayNameFallback: z.string(),
  fullName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoURL: z.string().nullable(),
  defaultCity: cityDto.nullable(),
  joinReason: z.enum(joinReasons).nullable(),
  additionalInfo: additionalInfo.nullable(),
  bio: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  birthdate: z.string().nullable(),
  privacySettings: privacySettings.nullable(),
  userSubscription: z.string(),
  hasAdditionalInfo: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ProfileDto = z.infer<typeof profileDto>;
