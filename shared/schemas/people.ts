import * as z from 'zod';
import { limits } from '../constants/limits';
import { gameTypes } from '../constants/lists';
import { circleQuery, idParam, pagedDto, pageQuery } from './common';
import { eventSummaryDto } from './event';
import { placeDto } from './place';
import { teamDto } from './team';
import { connectionStatusDto } from './user';

export { connectionStatusDto, type ConnectionStatusDto } from './user';

/** A person in a list: the public fields only (never e-mail, phone, birthdate or settings). */
export const personDto = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  city: z.string().nullable(),
  sports: z.array(z.string()),
  /** The Member Plus badge, present only when the viewer may see it (spec §6 publicBadges). */
  memberPlus: z.literal(true).optional(),
});
export type PersonDto = z.infer<typeof personDto>;

export const connectionDto = z.object({
  person: personDto,
  status: connectionStatusDto.exclude(['none']),
  since: z.string(),
});
export type ConnectionDto = z.infer<typeof connectionDto>;

/** GET /api/connections: accepted, then requests to answer, then requests sent. */
export const connectionsDto = z.object({ items: z.array(connectionDto) });

/** The outcome of a connect, accept or remove: where the two people stand now. */
export const connectionResultDto = z.object({ uid: z.string(), status: connectionStatusDto });

export const connectionParams = z.object({ uid: idParam });

/** The guardian's child in a held request: id and the name anyone sees. */
const guardianMinor = z.object({ uid: z.string(), displayName: z.string() });

/**
 * Something held until a minor's parent or guardian decides (lambdas/domain/privacy/minors.ts):
 * `connection`, a request to the minor from someone outside their family and teams; `team`, the
 * minor asking to join a team none of their family is on.
 */
export const guardianRequestDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('connection'), minor: guardianMinor, requester: personDto, requestedAt: z.string() }),
  z.object({ kind: z.literal('team'), minor: guardianMinor, team: z.object({ id: z.string(), name: z.string() }), requestedAt: z.string() }),
]);
export type GuardianRequestDto = z.infer<typeof guardianRequestDto>;
export const guardianRequestsDto = z.object({ items: z.array(guardianRequestDto) });

export const guardianRequestParams = z.object({ minorUid: idParam, requesterUid: idParam });
export const guardianTeamRequestParams = z.object({ minorUid: idParam, teamId: idParam });
export const guardianDecisionInput = z.object({
  decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline' }),
});
export type GuardianDecisionInput = z.infer<typeof guardianDecisionInput>;
export const guardianDecisionDto = z.object({ status: z.enum(['approved', 'declined']) });

/** Finding players: people whose home city is near a point, with an optional sport and name filter. */
export const nearbyPlayersQuery = z.object({
  ...circleQuery(),
  sport: z.enum(gameTypes).optional(),
  q: z.string().trim().max(100).optional(),
  ...pageQuery,
});
export type NearbyPlayersQuery = z.infer<typeof nearbyPlayersQuery>;

export const playerDto = personDto.extend({ distanceMiles: z.number(), connection: connectionStatusDto });
export type PlayerDto = z.infer<typeof playerDto>;

export const pagedPlayersDto = pagedDto(playerDto);

/** Full search (route full-search): one text over events, teams, places and players near a point. */
export const fullSearchQuery = z.object({
  q: z.string().trim().min(limits.searchMinChars, `Type at least ${limits.searchMinChars} characters`).max(100),
  ...circleQuery(limits.radiusMiles.max),
});
export type FullSearchQuery = z.infer<typeof fullSearchQuery>;

export const fullSearchDto = z.object({
  events: z.array(eventSummaryDto),
  teams: z.array(teamDto),
  places: z.array(placeDto),
  players: z.array(playerDto),
});
export type FullSearchDto = z.infer<typeof fullSearchDto>;
