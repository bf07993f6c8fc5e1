import {
  connectionParams,
  connectionResultDto,
  connectionsDto,
  fullSearchDto,
  fullSearchQuery,
  guardianDecisionDto,
  guardianDecisionInput,
  guardianRequestParams,
  guardianRequestsDto,
  guardianTeamRequestParams,
  nearbyPlayersQuery,
  pagedPlayersDto,
} from '../schemas/people';
import { defineRoutes } from './route-def';

/** The `people` Lambda's routes: players nearby, connections, full search and guardian approvals. */
export const peopleRoutes = defineRoutes({
  listNearbyPlayers: {
    method: 'GET',
    path: '/api/players/nearby',
    domain: 'people',
    auth: 'user',
    query: nearbyPlayersQuery,
    output: pagedPlayersDto,
    summary: 'Players whose go-to city is within the radius, nearest first, optionally one sport or a name; never the caller, nobody blocked either way.',
    // Finds people by what the caller types: counted so it cannot be used to enumerate.
    limit: 'lookup',
  },
  listConnections: {
    method: 'GET',
    path: '/api/connections',
    domain: 'people',
    auth: 'user',
    output: connectionsDto,
    summary: "The caller's connections: accepted, requests waiting for the caller, and requests the caller sent.",
  },
  requestConnection: {
    method: 'POST',
    path: '/api/connections/{uid}',
    domain: 'people',
    auth: 'user',
    params: connectionParams,
    output: connectionResultDto,
    summary:
      'Ask to connect (the other person is notified); when they had already asked the caller, this accepts. 404 unknown user, 403 when either blocked the other, 409 when already connected or asked.',
    // Makes the server message a person: its own, smaller budget.
    limit: 'mail',
  },
  acceptConnection: {
    method: 'POST',
    path: '/api/connections/{uid}/accept',
    domain: 'people',
    auth: 'user',
    params: connectionParams,
    output: connectionResultDto,
    summary: 'Accept a request that person sent the caller (404 when there is none).',
  },
  removeConnection: {
    method: 'DELETE',
    path: '/api/connections/{uid}',
    domain: 'people',
    auth: 'user',
    params: connectionParams,
    output: connectionResultDto,
    summary: 'Remove a connection, decline a request or withdraw one the caller sent (404 when there is none).',
  },
  fullSearch: {
    method: 'GET',
    path: '/api/search',
    domain: 'people',
    auth: 'user',
    query: fullSearchQuery,
    output: fullSearchDto,
    summary: 'One text over events, teams, places and players near a point (route full-search), each list nearest first.',
    // Finds people by what the caller types: counted so it cannot be used to enumerate.
    limit: 'lookup',
  },
  listGuardianRequests: {
    method: 'GET',
    path: '/api/guardian/requests',
    domain: 'people',
    auth: 'user',
    output: guardianRequestsDto,
    summary:
      "What waits for the caller as parent or guardian of their children (under 18): connection requests from people outside the child's family and teams, and teams the child asked to join.",
  },
  decideGuardianRequest: {
    method: 'POST',
    path: '/api/guardian/connection-requests/{minorUid}/{requesterUid}',
    domain: 'people',
    auth: 'user',
    params: guardianRequestParams,
    body: guardianDecisionInput,
    output: guardianDecisionDto,
    summary:
      'A parent or guardian approves (the request reaches the child as usual) or declines (the asker is told it was declined) a held connection request. 403 unless the caller is their parent or guardian; 404 when no request is waiting.',
  },
  decideGuardianTeamRequest: {
    method: 'POST',
    path: '/api/guardian/team-requests/{minorUid}/{teamId}',
    domain: 'people',
    auth: 'user',
    params: guardianTeamRequestParams,
    body: guardianDecisionInput,
    output: guardianDecisionDto,
    summary:
      "A parent or guardian approves (the child joins, or asks an approval team's managers, as anyone would) or declines (the child is told) the child's held team join. 403 unless the caller is their parent or guardian; 404 when nothing is waiting.",
  },
});
