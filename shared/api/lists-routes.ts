import * as z from 'zod';
import { gameTypes, genders } from '../constants/lists';
import { defineRoutes } from './route-def';

/** The `lists` Lambda's routes: the fixed lists forms choose from (genders, game types). */
export const listsRoutes = defineRoutes({
  listGenders: {
    method: 'GET',
    path: '/api/lists/genders',
    domain: 'lists',
    auth: 'public',
    output: z.object({ items: z.array(z.enum(genders)) }),
    summary: "The server's gender list (the profile form drops 'Any').",
  },
  listGameTypes: {
    method: 'GET',
    path: '/api/lists/game-types',
    domain: 'lists',
    auth: 'public',
    output: z.object({ items: z.array(z.object({ label: z.enum(gameTypes) })) }),
    summary: "Game types, 'Other' first (Create Team lists it first; activity options drop it).",
  },
});
