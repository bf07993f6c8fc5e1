import * as z from 'zod';
import { limits } from '../constants/limits';
import { messages } from '../constants/messages';
import { gameTypes } from '../constants/lists';
import { locales } from '../constants/locales';
import { privacySettings } from './user';

/**
 * Settings screens: alternate e-mails, privacy and blocking, notification settings,
 * interests, account deletion. Each is its own field-level update so concurrent saves of
 * different settings never overwrite each other.
 */

/** One alternate e-mail (§5): trimmed, valid, at most 100 characters. */
export const alternateEmail = z
  .string()
  .trim()
  // The length rule first, so the address pattern never reads more than an address can be.
  .max(limits.emailMax, { error: messages.invalidEmail, abort: true })
  .pipe(z.email(messages.invalidEmail).max(limits.emailMax, messages.invalidEmail));

/**
 * The whole list (§5): no duplicate (case-insensitive) and not the account e-mail. The account
 * e-mail check needs the account, so the server adds it (`alternateEmailsFor`).
 */
export const alternateEmailsInput = z.object({
  alternateEmails: z.array(alternateEmail).max(10, 'At most 10 alternate emails'),
});
export type AlternateEmailsInput = z.infer<typeof alternateEmailsInput>;

/** The same rule with the account e-mail known: duplicates are reported on the later entry. */
export function alternateEmailsFor(accountEmail: string) {
  return alternateEmailsInput.superRefine((value, ctx) => {
    const seen = new Set<string>([accountEmail.trim().toLowerCase()]);
    value.alternateEmails.forEach((email, index) => {
      const key = email.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['alternateEmails', index], message: messages.emailAlreadyAdded });
      seen.add(key);
    });
  });
}
export const alternateEmailsDto = z.object({ alternateEmails: z.array(z.string()) });

/** Privacy toggles (§3 Privacy settings); the block list changes only through block/unblock. */
export const privacyTogglesInput = privacySettings.omit({ blocklist: true }).extend({ publicGamesAttended: z.boolean().optional() });
export type PrivacyTogglesInput = z.infer<typeof privacyTogglesInput>;
export const privacySettingsDto = privacySettings;
export type PrivacySettingsDto = z.infer<typeof privacySettingsDto>;

/** Block one or more users by id (the entries never carry the blocked person's e-mail). */
export const blockUsersInput = z.object({
  userIds: z.array(z.string().trim().min(1).max(64)).min(1, 'Select at least one user').max(200),
});

/**
 * A list of people the user can block from (§2 Privacy: "pick one of your user lists"). §2's
 * table shows "email and display name", but these are other people's addresses: a person is
 * shown to others by display name only (lambdas/domain/people/seen-by-others.ts).
 */
export const userListDto = z.object({
  id: z.string(),
  name: z.string(),
  users: z.array(z.object({ uid: z.string(), displayName: z.string() })),
});
export const userListsDto = z.object({ items: z.array(userListDto) });
export type UserListDto = z.infer<typeof userListDto>;

/** Blocked conversations (§7 Conversation update {conversationId, userId, blocked}). */
export const conversationUpdateInput = z.object({ userId: z.string().min(1).max(64), blocked: z.boolean() });
export const blockedConversationDto = z.object({
  conversationId: z.string(),
  /** The other person in the conversation, when known. */
  otherUserId: z.string().nullable(),
  otherDisplayName: z.string().nullable(),
  blockedAt: z.string(),
});
export const blockedConversationsDto = z.object({ items: z.array(blockedConversationDto) });
export const conversationStateDto = z.object({ conversationId: z.string(), userId: z.string(), blocked: z.boolean() });

/** Notification settings (§3): keyed by type, per-topic id or teamDiscussion_{teamId}; default both on. */
export const notificationChannel = z.object({ email: z.boolean(), push: z.boolean() });
export const notificationSettingKey = z
  .string()
  .min(1)
  .max(100, { abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid notification setting key');
export const notificationSettings = z.record(notificationSettingKey, notificationChannel);
export type NotificationSettings = z.infer<typeof notificationSettings>;
/** Stored on the profile item: every type and topic of a busy member fits many times over. */
export const notificationSettingsInput = z.object({
  notificationSettings: notificationSettings.refine((v) => Object.keys(v).length <= 500, 'At most 500 notification settings'),
});
export const notificationSettingsDto = z.object({ notificationSettings });

/** Interests (§3 sportAvailability): one toggle per game type. */
export const sportAvailabilityEntry = z.object({ sport: z.enum(gameTypes), toggle: z.boolean() });
export const sportAvailabilityInput = z.object({
  sportAvailability: z
    .array(sportAvailabilityEntry)
    .max(gameTypes.length)
    .refine((list) => new Set(list.map((s) => s.sport)).size === list.length, 'Each sport may appear once'),
});
export const sportAvailabilityDto = sportAvailabilityInput;

/** The teams and communities a user belongs to (delete-account check, notification sections). */
export const userTeamDto = z.object({
  teamId: z.string(),
  name: z.string(),
  kind: z.enum(['team', 'community', 'league', 'organization']),
  role: z.enum(['owner', 'admin', 'member']),
  photoURL: z.string().nullable(),
});
export const userTeamsDto = z.object({ items: z.array(userTeamDto) });
export type UserTeamDto = z.infer<typeof userTeamDto>;

/** Delete account: the body repeats the confirm word (§5 "type DELETE exactly"). */
export const deleteAccountInput = z.object({ confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }) });

/** The language the app, its e-mails and its pushes use for this person. */
export const locale = z.enum(locales);
export const localeInput = z.object({ locale });
export const localeDto = z.object({ locale });
export type LocaleInput = z.infer<typeof localeInput>;
