import { domainHandler } from '../../middleware/http';
import { getHomeDashboard } from './get-home-dashboard';

export const handler = domainHandler('home', { getHomeDashboard });
