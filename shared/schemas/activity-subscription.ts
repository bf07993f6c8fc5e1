import * as z from 'zod';
import { singleLineText } from './text';
import { limits } from '../constants/limits';
import { gameTypes } from '../constants/lists';

/** Server and form messages for activity subscriptions (spec §5; not spec copy beyond the rule names). */
export const activityMessages = {
  /** §5 invalidLocation: the address is not an object with numeric lat, lng and a description. */
  invalidLocation: 'Please choose a location from the list.',
  radius: 'Radius must be between 1 and 50 miles',
  activities: 'Pick at least one activity',
  endBeforeStart: 'The end date must be on or after the start date',
  saved: 'Activity subscriptions saved',
  deleted: 'Activity subscription deleted',
} as const;

/**
 * Activity options (§7 Lists): the game types without 'Other', sorted by label. One collator for
 * the whole sort: `localeCompare` builds one per comparison, which cost every page that loads this
 * module about 15 ms before its first paint.
 */
export const activityOptions = gameTypes.filter((g) => g !== 'Other').sort(new Intl.Collator('en').compare);

/** §5: an object with numeric lat, numeric lng and a non-empty description, else invalidLocation. */
export const activityAddress = z.object(
  {
    name: singleLineText(200).default(''),
    lat: z.number({ error: activityMessages.invalidLocation }).min(-90).max(90),
    lng: z.number({ error: activityMessages.invalidLocation }).min(-180).max(180),
    description: z.string({ error: activityMessages.invalidLocation }).trim().min(1, activityMessages.invalidLocation).max(300),
  },
  { error: activityMessages.invalidLocation },
);

/** Epoch ms of a day (a temporary subscription's start or end), or null. */
const day = z.number().int().min(0).max(8_640_000_000_000_000).nullable().default(null);

/** §3 Activity subscription: id is the creation timestamp (a number). */
export const activitySubscription = z
  .object({
    id: z.number().int().positive(),
    address: activityAddress,
    radius: z
      .number({ error: activityMessages.radius })
      .int(activityMessages.radius)
      .min(limits.radiusMiles.min, activityMessages.radius)
      .max(limits.radiusMiles.max, activityMessages.radius),
    activities: z.array(z.enum(activityOptions as [string, ...string[]], { error: 'Unknown activity' })).min(1, activityMessages.activities).max(activityOptions.length),
    startDate: day,
    endDate: day,
  })
  .refine((s) => s.startDate === null || s.endDate === null || s.endDate >= s.startDate, {
    path: ['endDate'],
    message: activityMessages.endBeforeStart,
  });
export type ActivitySubscription = z.infer<typeof activitySubscription>;

/** §7 "Activity subscriptions saved as user update with field activitySubscriptions": the whole list. */
export const activitySubscriptionsInput = z
  .object({ activitySubscriptions: z.array(activitySubscription).max(20, 'At most 20 activity subscriptions') })
  .refine((v) => new Set(v.activitySubscriptions.map((s) => s.id)).size === v.activitySubscriptions.length, {
    path: ['activitySubscriptions'],
    message: 'Each subscription needs its own id',
  });
export const activitySubscriptionsDto = z.object({ activitySubscriptions: z.array(activitySubscription) });
