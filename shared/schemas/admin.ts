import * as z from 'zod';
import { betaIds, isBetaId } from '../constants/betas';
import { ambassadorApplicationDto, ambassadorStatuses } from './ambassador';

/** Remote feature flags (spec §6): stored in the table, read by everyone, changed by admins. */
export const flagsDto = z.object({
  /** Subscription UI (plans, Your Subscriptions) shows only while on. */
  subscriptionsEnabled: z.boolean(),
  /** The privacy screen's "Show my badges" toggle exists only while on. */
  badges: z.boolean(),
});
export type FlagsDto = z.infer<typeof flagsDto>;
/**
 * The flags as the caller sees them (a flag with a beta audience is on for its beta's people), and
 * `everyone`: the stored switches, which the admin page edits.
 */
export const callerFlagsDto = flagsDto.extend({ everyone: flagsDto.optional() });
export type CallerFlagsDto = z.infer<typeof callerFlagsDto>;
export const flagsInput = flagsDto.partial().refine((f) => Object.keys(f).length > 0, 'Change at least one flag');

/** Sign-ups: profiles created per UTC day. */
export const signupStatsQuery = z.object({
  days: z.coerce.number().int().min(1, 'Between 1 and 365 days').max(365, 'Between 1 and 365 days').default(30),
});
export const signupStatsDto = z.object({
  total: z.number().int(),
  lastDays: z.number().int(),
  days: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type SignupStatsDto = z.infer<typeof signupStatsDto>;

/** Custom domains teams have claimed: the operator adds each to the distribution (siteDomains) and its certificate. */
export const siteDomainsDto = z.object({
  items: z.array(z.object({ domain: z.string(), siteId: z.string(), title: z.string(), claimedAt: z.string() })),
});

export const ambassadorListQuery = z.object({ status: z.enum(ambassadorStatuses).default('received') });
export const ambassadorListDto = z.object({ items: z.array(ambassadorApplicationDto) });
export const ambassadorDecisionInput = z.object({
  status: z.enum(['approved', 'declined'], { error: 'Choose approved or declined' }),
});
/** A person's id in an admin path (the Cognito sub). */
const userIdSegment = z
  .string()
  .trim()
  .min(1)
  .max(64, { abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');
export const ambassadorDecisionParams = z.object({ userId: userIdSegment });

/** Admin: find a person's account by their sign-in e-mail (exact, case-insensitive). */
export const ACCOUNT_EMAIL_MESSAGE = 'Enter a valid e-mail address';
export const accountLookupQuery = z.object({
  // The length first, so the address pattern never reads more than an address can be.
  email: z
    .string({ error: ACCOUNT_EMAIL_MESSAGE })
    .trim()
    .max(254, { error: ACCOUNT_EMAIL_MESSAGE, abort: true })
    .regex(z.regexes.email, ACCOUNT_EMAIL_MESSAGE),
});
export type AccountLookupQuery = z.infer<typeof accountLookupQuery>;
export const accountParams = z.object({ userId: userIdSegment });
/** Disable (true) or enable (false) a person's account. */
export const accountStatusInput = z.object({ disabled: z.boolean({ error: 'Choose true to disable or false to enable' }) });
export type AccountStatusInput = z.infer<typeof accountStatusInput>;
/** A person's account as the admin page shows it: who it is and whether it is disabled (never their e-mail). */
export const accountDto = z.object({
  userId: z.string(),
  displayName: z.string(),
  fullName: z.string(),
  disabled: z.boolean(),
  /** The betas the person is in (shared/constants/betas.ts). */
  betas: z.array(z.string()),
  /** The admin looking at it: the page offers no way to disable oneself. */
  self: z.boolean(),
});
export type AccountDto = z.infer<typeof accountDto>;
const UNKNOWN_BETA = `Unknown beta: choose from ${betaIds.join(', ')}`;
/** The whole list of betas a person is in after the change (an empty list takes them out of all). */
export const userBetasInput = z.object({
  betas: z
    .array(z.string().max(40, { error: UNKNOWN_BETA, abort: true }).refine(isBetaId, UNKNOWN_BETA), {
      error: 'A list of betas is required',
    })
    .max(20, 'At most 20 betas')
    .refine((list) => new Set(list).size === list.length, 'Each beta once'),
});
export type UserBetasInput = z.infer<typeof userBetasInput>;
