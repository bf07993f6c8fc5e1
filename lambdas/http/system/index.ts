import { systemRoutes } from '@shared/api/system-routes';
import { domainHandler } from '../../middleware/http';
import { getHealth } from './get-health';

export const handler = domainHandler('system', systemRoutes, { getHealth });
