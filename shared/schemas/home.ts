import * as z from 'zod';
import { eventSummaryDto } from './event';
import { userTeamDto } from './settings';
import { registrationDto } from './team';
import { cityDto } from './user';

/** §3 Incomplete task: text, url and params (the screen links to url?params). */
export const incompleteTaskDto = z.object({
  id: z.enum(['verify-email', 'home-city', 'photo', 'sports', 'availability']),
  text: z.string(),
  url: z.string(),
  params: z.record(z.string(), z.string()).nullable(),
});
export type IncompleteTaskDto = z.infer<typeof incompleteTaskDto>;

/**
 * A player near the caller's home city: the same public fields as GET /api/users/{uid} (no
 * e-mail, no availability, no upcoming games: those follow the person's privacy on their profile).
 */
export const nearbyPlayerDto = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  city: z.string().nullable(),
  sports: z.array(z.string()),
  distanceMiles: z.number(),
});

/** GET /api/home: everything the home dashboard shows, in one response (§7 home dashboard loads). */
export const homeDashboardDto = z.object({
  city: cityDto.nullable(),
  /** Joined and created, soonest first, at most 7 (§9). */
  upcomingEvents: z.array(eventSummaryDto).max(7),
  nearbyEvents: z.array(eventSummaryDto),
  nearbyPlayers: z.array(nearbyPlayerDto),
  registrations: z.array(registrationDto),
  teams: z.array(userTeamDto),
  incompleteTasks: z.array(incompleteTaskDto),
});
export type HomeDashboardDto = z.infer<typeof homeDashboardDto>;
