import { homeDashboardDto } from '../schemas/home';
import { defineRoutes } from './route-def';

/** The `home` Lambda's route: the signed-in dashboard in one call. */
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
