import * as z from 'zod';
import { limits } from '../constants/limits';
import { joinReasons, pronouns } from '../constants/enums';
import { latitude, longitude } from './common';
import { hasForbiddenContent, NAME_CONTENT_MESSAGE } from './content';
import { emailAddress, isPublicLink, multiLineText, singleLineText } from './text';
import { genders } from '../constants/lists';
import { locales } from '../constants/locales';
import { activitySubscription } from './activity-subscription';
import { availabilityRecord } from './availability';
import { eventSummaryDto } from './event';

/**
 * The calendar date `n` years before today, as YYYY-MM-DD (UTC, so the browser and the Lambda
 * agree). A 29 February that does not exist in the target year becomes 28 February.
 */
export function yearsAgo(n: number, today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - n, today.getUTCMonth(), today.getUTCDate()));
  if (date.getUTCMonth() !== today.getUTCMonth()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** The go-to city: a chosen place, never free text (§5 "a name must be chosen"). */
export const cityInput = z.object({
  name: singleLineText(200, { min: 1, minMessage: 'Please choose a city' }),
  lat: latitude,
  lng: longitude,
});
export const cityDto = cityInput.extend({ hash: z.string() });

export const additionalInfo = z.object({
  gender: z.enum(genders).optional(),
  sports: z.array(singleLineText(80, { min: 1 })).max(50).default([]),
  pronoun: z.enum(pronouns).optional(),
});

/**
 * Birthdate: optional, between 120 years ago and 13 years ago, both inclusive (§5). Compared as
 * calendar dates (ISO strings sort as dates): someone is 13 on their 13th birthday, whatever the
 * number of leap days in between.
 */
export const birthdate = z.iso
  // abort: text that is not a date gets this one message, not the range messages too.
  .date({ error: 'Please enter a valid date', abort: true })
  .refine((value) => value <= yearsAgo(limits.minimumUserAge), `You must be at least ${limits.minimumUserAge} years old`)
  .refine((value) => value >= yearsAgo(limits.birthdateSpanYears), `Birthdate cannot be more than ${limits.birthdateSpanYears} years ago`);

// singleLineText aborts on the length rule, so the content check only ever reads a name that fits.
const cleanName = (min: number, max: number) =>
  singleLineText(max, { min, minMessage: `Must be at least ${min} characters`, maxMessage: `Must be at most ${max} characters` }).refine(
    (v) => !hasForbiddenContent(v),
    NAME_CONTENT_MESSAGE,
  );

export const displayName = cleanName(limits.displayName.min, limits.displayName.max);
export const fullName = cleanName(limits.fullName.min, limits.fullName.max);
export const lastName = singleLineText(limits.lastName.max, {
  min: limits.lastName.min,
  minMessage: `Must be at least ${limits.lastName.min} character`,
  maxMessage: `Must be at most ${limits.lastName.max} characters`,
});

/** Profile e-mail rule (§5): a valid format, at most 100 characters. */
export const profileEmail = emailAddress(limits.emailMax, 'Please enter a valid email address', `Must be at most ${limits.emailMax} characters`);

/** Genders a person can pick for themselves: the server list without 'Any' (§3). */
export const profileGenders = genders.filter((g) => g !== 'Any');

/** A photo: an https URL of a public host or one of the bundled avatars (`/avatars/<name>.svg`). */
export const photoURL = z
  .string()
  .max(2048, { abort: true })
  .refine((v) => /^\/avatars\/[a-z0-9-]+\.svg$/.test(v) || isPublicLink(v, ['https:']), 'Choose an avatar or an https image URL');

/** Fields a person edits on the profile form (§2 Profile form, §5 rules). */
export const updateProfileInput = z.object({
  displayName,
  fullName,
  lastName: lastName.nullable().optional(),
  photoURL: photoURL.nullable().optional(),
  defaultCity: cityInput,
  joinReason: z.enum(joinReasons).optional(),
  additionalInfo: additionalInfo.optional(),
  bio: multiLineText(1000).optional(),
  phoneNumber: z
    .string()
    .trim()
    .max(30, { abort: true })
    .regex(/^[+()\-.\s\d]*$/, 'Please enter a valid phone number')
    .optional(),
  birthdate: birthdate.nullable().optional(),
  /** Tell players nearby who share a sport that this person joined (default yes; never for players under 18). */
  announceOnJoin: z.boolean().optional(),
  /** Optimistic concurrency: the version the form loaded; omitted on first save. */
  version: z.number().int().nonnegative().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/**
 * One block-list entry (spec §3 {userId, email}). Blocking is by id, and a blocked person's
 * address is theirs alone, so `email` is always empty: the contract itself keeps a blocklist from
 * turning ids into addresses. `displayName` is what the blocker sees of them anywhere else.
 */
export const blocklistEntry = z.object({ userId: z.string(), email: z.literal(''), displayName: z.string() });
export type BlocklistEntry = z.infer<typeof blocklistEntry>;

export const privacySettings = z.object({
  blocklist: z.array(blocklistEntry),
  messagesFromAnyone: z.boolean(),
  publicBadges: z.boolean(),
  publicOnlineStatus: z.boolean(),
  publicUpcomingGames: z.boolean(),
  /** Games attended on the profile (check-ins); not a spec flag. Off for minors, on for adults until chosen. */
  publicGamesAttended: z.boolean(),
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
  /** Settings: empty list / empty map (= every type on) / empty list when never saved. */
  alternateEmails: z.array(z.string()).default([]),
  notificationSettings: z.record(z.string(), z.object({ email: z.boolean(), push: z.boolean() })).default({}),
  sportAvailability: z.array(z.object({ sport: z.string(), toggle: z.boolean() })).default([]),
  /** §3 Activity subscriptions: empty when never saved. */
  activitySubscriptions: z.array(activitySubscription).default([]),
  userSubscription: z.string(),
  hasAdditionalInfo: z.boolean(),
  /** Whether players nearby are told this person joined (absent on the profile: yes). */
  announceOnJoin: z.boolean().default(true),
  /** The language chosen in settings; null until chosen (the app then follows the browser, mail is English). */
  locale: z.enum(locales).nullable().default(null),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ProfileDto = z.infer<typeof profileDto>;

/** What anyone signed in may see of another user (never e-mail, phone, birthdate or settings). */
/**
 * Where a connection between the caller and someone else stands (spec §7 User connections):
 * none, connected, `requested` (the caller asked, waiting) or `incoming` (they asked the caller).
 */
export const connectionStatusDto = z.enum(['none', 'connected', 'requested', 'incoming']);
export type ConnectionStatusDto = z.infer<typeof connectionStatusDto>;

export const publicProfileDto = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  sports: z.array(z.string()),
  /** The Member Plus badge, present only when the viewer may see it (spec §6 publicBadges). */
  memberPlus: z.literal(true).optional(),
  /**
   * "Attach availability" (spec §7): the user's weekly and upcoming date-specific hours when their
   * privacy settings let the caller see them, else null (also when none are saved). Only
   * GET /api/users/{uid} attaches it; lookups leave it out.
   */
  availability: availabilityRecord.nullable().optional(),
  /**
   * Upcoming games (joined and created, ≤ 7, soonest first) when the person's publicUpcomingGames
   * flag lets others see them (spec §6), else null. Only GET /api/users/{uid} attaches it.
   */
  upcomingEvents: z.array(eventSummaryDto).nullable().optional(),
  /** Where the caller stands with this person (connect button). Only GET /api/users/{uid} attaches it. */
  connection: connectionStatusDto.optional(),
});
export type PublicProfileDto = z.infer<typeof publicProfileDto>;
