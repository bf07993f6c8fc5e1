import { listNearbyTeams as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const listNearbyTeams = route('listNearbyTeams', ({ query }) => fn(query));
