import { listsRoutes } from '@shared/api/lists-routes';
import { domainHandler } from '../../middleware/http';
import { listGameTypes } from './list-game-types';
import { listGenders } from './list-genders';

export const handler = domainHandler('lists', listsRoutes, { listGenders, listGameTypes });
