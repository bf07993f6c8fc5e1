import * as z from 'zod';
import { eventSummaryDto } from './event';
import { userTeamDto } from './settings';
import { playerDto } from './people';
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

/** GET /api/home: everything the home dashboard shows, in one response (§7 home dashboard loads). */
export const homeDashboardDto = z.object({
  /** Who the card is for: the player card's name and photo. */
  player: z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string().nullable() }),
  city: cityDto.nullable(),
  /** Joined and created, soonest first, at most 7 (§9). */
  upcomingEvents: z.array(eventSummaryDto).max(7),
  nearbyEvents: z.array(eventSummaryDto),
  /**
   * Players near the caller's go-to city: the public fields only (no e-mail, availability or
   * upcoming games: those follow each person's privacy on their profile).
   */
  nearbyPlayers: z.array(playerDto),
  registrations: z.array(registrationDto),
  teams: z.array(userTeamDto),
  incompleteTasks: z.array(incompleteTaskDto),
});
export type HomeDashboardDto = z.infer<typeof homeDashboardDto>;
