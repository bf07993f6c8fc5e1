import { domainHandler } from '../../middleware/http';
import { acceptConnection } from './accept-connection';
import { fullSearch } from './full-search';
import { listConnections } from './list-connections';
import { listNearbyPlayers } from './list-nearby-players';
import { removeConnection } from './remove-connection';
import { requestConnection } from './request-connection';

export const handler = domainHandler('people', {
  listNearbyPlayers,
  listConnections,
  requestConnection,
  acceptConnection,
  removeConnection,
  fullSearch,
});
