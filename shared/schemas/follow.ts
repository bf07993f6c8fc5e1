import * as z from 'zod';
import { idParam } from './common';
import { eventSummaryDto } from './event';

/** What a person can follow (spec §1 "hosts followed"): a host (a person who creates events), a team, a place. */
export const followKinds = ['host', 'team', 'place'] as const;
export type FollowKind = (typeof followKinds)[number];

export const followKind = z.enum(followKinds, { error: 'Choose host, team or place.' });

/** PUT/GET/DELETE /api/follows/{kind}/{targetId}. */
export const followParams = z.object({ kind: followKind, targetId: idParam });
export type FollowParams = z.infer<typeof followParams>;

/** Whether the caller follows the target, after the call. */
export const followStatusDto = z.object({ kind: followKind, targetId: z.string(), following: z.boolean() });
export type FollowStatusDto = z.infer<typeof followStatusDto>;

/** How many of a target's next events the following page shows. */
export const FOLLOW_NEXT_EVENTS = 3;

/** One thing the caller follows, with its next public events (soonest first). */
export const followedDto = z.object({
  kind: followKind,
  targetId: z.string(),
  name: z.string(),
  photoURL: z.string().nullable(),
  /** Where the target's page is in the app. */
  link: z.string(),
  nextEvents: z.array(eventSummaryDto).max(FOLLOW_NEXT_EVENTS),
});
export type FollowedDto = z.infer<typeof followedDto>;

/** GET /api/follows: what the caller follows, grouped. */
export const followsDto = z.object({
  hosts: z.array(followedDto),
  teams: z.array(followedDto),
  places: z.array(followedDto),
});
export type FollowsDto = z.infer<typeof followsDto>;
