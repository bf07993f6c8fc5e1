import * as z from 'zod';
import { availabilityDto, availabilityInput } from '../schemas/availability';
import { idParam } from '../schemas/common';
import { defineRoutes } from './route-def';

/** The `availability` Lambda's routes: a person's weekly availability. */
export const availabilityRoutes = defineRoutes({
  getAvailability: {
    method: 'GET',
    path: '/api/users/{uid}/availability',
    domain: 'availability',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: availabilityDto,
    summary: "A user's availability: all of it for the owner; for anyone else only what the owner's privacy allows.",
  },
  updateAvailability: {
    method: 'PUT',
    path: '/api/users/{uid}/availability',
    domain: 'availability',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: availabilityInput,
    output: availabilityDto,
    summary: 'Create or replace the weekly and date-specific hours and their privacy: only the owner may (403 otherwise).',
  },
});
