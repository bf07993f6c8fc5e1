import * as z from 'zod';
import { isoDateTime } from './common';

/** Nudge the people who have not answered one occurrence (default: the next). */
export const nudgeInput = z.strictObject({ occurrence: isoDateTime.optional() });
export const nudgeResultDto = z.object({
  occurrence: z.string(),
  /** How many people were nudged: the hosting team's members with no RSVP, and pending RSVPs. */
  nudged: z.number().int(),
});
export type NudgeResultDto = z.infer<typeof nudgeResultDto>;
