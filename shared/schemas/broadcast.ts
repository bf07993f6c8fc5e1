import * as z from 'zod';
import { idParam } from './common';

/** The notification types an admin may broadcast (spec §3); each has its own e-mail/push settings. */
export const broadcastTypes = ['surveys', 'news', 'learning', 'products', 'offers', 'announcements'] as const;
export type BroadcastType = (typeof broadcastTypes)[number];

/** Largest area radius a broadcast may cover, in miles. */
export const BROADCAST_MAX_RADIUS_MILES = 100;

/**
 * Who hears a broadcast: everyone within a radius of a point, the members of one community or
 * team, or everyone with a profile (the sharded user directory, sent page by page).
 */
export const broadcastAudience = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('area'),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    radiusMiles: z.number().positive().max(BROADCAST_MAX_RADIUS_MILES),
  }),
  z.object({ kind: z.literal('community'), teamId: idParam }),
  z.object({ kind: z.literal('everyone') }),
]);
export type BroadcastAudience = z.infer<typeof broadcastAudience>;

export const broadcastInput = z.object({
  type: z.enum(broadcastTypes),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(2000),
  audience: broadcastAudience,
  preview: z.boolean().optional(),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

export const broadcastDto = z.object({
  /** Absent on a preview: nothing was stored or sent. */
  broadcastId: z.string().optional(),
  preview: z.boolean(),
  recipients: z.number().int().nonnegative(),
  title: z.string(),
  message: z.string(),
  sentAt: z.string().optional(),
});
export type BroadcastDto = z.infer<typeof broadcastDto>;

export const teamAnnouncementInput = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(2000),
});
export type TeamAnnouncementInput = z.infer<typeof teamAnnouncementInput>;
