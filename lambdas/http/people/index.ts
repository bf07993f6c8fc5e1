import { peopleRoutes } from '@shared/api/people-routes';
import { domainHandler } from '../../middleware/http';
import { acceptConnection } from './accept-connection';
import { decideGuardianRequest } from './decide-guardian-request';
import { decideGuardianTeamRequest } from './decide-guardian-team-request';
import { fullSearch } from './full-search';
import { listConnections } from './list-connections';
import { listGuardianRequests } from './list-guardian-requests';
import { listNearbyPlayers } from './list-nearby-players';
import { removeConnection } from './remove-connection';
import { requestConnection } from './request-connection';

export const handler = domainHandler('people', peopleRoutes, {
  listNearbyPlayers,
  listConnections,
  requestConnection,
  acceptConnection,
  removeConnection,
  fullSearch,
  listGuardianRequests,
  decideGuardianRequest,
  decideGuardianTeamRequest,
});
