import * as z from 'zod';
import { ambassadorApplicationDto, ambassadorStatuses } from './ambassador';

/** Remote feature flags (spec §6): stored in the table, read by everyone, changed by admins. */
export const flagsDto = z.object({
  /** Subscription UI (plans, Your Subscriptions) shows only while on. */
  subscriptionsEnabled: z.boolean(),
  /** The privacy screen's "Show my badges" toggle exists only while on. */
  badges: z.boolean(),
});
export type FlagsDto = z.infer<typeof flagsDto>;
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
export const ambassadorDecisionInput = z.object({ status: z.enum(['approved', 'declined'], { error: 'Choose approved or declined' }) });
export const ambassadorDecisionParams = z.object({ userId: z.string().trim().min(1).max(64, { abort: true }).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id') });
