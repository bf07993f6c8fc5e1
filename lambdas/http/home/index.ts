import { homeRoutes } from '@shared/api/home-routes';
import { domainHandler } from '../../middleware/http';
import { getHomeDashboard } from './get-home-dashboard';

export const handler = domainHandler('home', homeRoutes, { getHomeDashboard });
