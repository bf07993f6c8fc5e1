import { homeDashboardDto } from '../schemas/home';
import { defineRoutes } from './route-def';

/** Issue 8: the home dashboard. The web client loads this table on the first home call. */
export const homeRoutes = defineRoutes({
  getHomeDashboard: {
    method: 'GET',
    path: '/api/home',
    domain: 'home',
    auth: 'user',
    output: homeDashboardDto,
    summary:
      "The caller's home dashboard in one call: upcoming events (≤ 7), nearby events and players, registrations, teams and incomplete tasks, read in parallel.",
  },
});
