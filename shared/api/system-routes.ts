import * as z from 'zod';
import { defineRoutes } from './route-def';

/** The `system` Lambda's routes: liveness. */
export const systemRoutes = defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    domain: 'system',
    auth: 'public',
    output: z.object({ ok: z.literal(true), time: z.string() }),
    summary: 'Liveness: the API and its Lambda answer.',
  },
});
