import * as z from 'zod';
import { idParam, okDto } from '../schemas/common';
import { createGameInput, gameDto, gamesDto, generatePlayoffInput, updateGameInput } from '../schemas/game';
import { defineRoutes } from './route-def';

/** The `games` Lambda's routes: an event's games and its playoff bracket. */
export const gamesRoutes = defineRoutes({
  listEventGames: {
    method: 'GET',
    path: '/api/events/{eventId}/games',
    domain: 'games',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    output: gamesDto,
    summary:
      "Games of an event, oldest first. Players are named as the joiner rule allows (the organiser sees everyone; others see a player who hides their games as 'Private player n').",
  },
  createGame: {
    method: 'POST',
    path: '/api/events/{eventId}/games',
    domain: 'games',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    body: createGameInput,
    output: gameDto,
    summary: "Add a game to an event (participants default to the event's joined players). Event creator only.",
  },
  getGame: {
    method: 'GET',
    path: '/api/games/{gameId}',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    output: gameDto,
    summary: "A game by id ('Game not found' 404), its players named as in listEventGames.",
  },
  updateGame: {
    method: 'PUT',
    path: '/api/games/{gameId}',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    body: updateGameInput,
    output: gameDto,
    summary: 'Rename, change participants, or record match results (winners advance). Event creator only; optimistic version.',
  },
  deleteGame: {
    method: 'DELETE',
    path: '/api/games/{gameId}',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    output: okDto,
    summary: 'Delete a game. Event creator only.',
  },
  generatePlayoff: {
    method: 'POST',
    path: '/api/games/{gameId}/playoff',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    body: generatePlayoffInput,
    output: gameDto,
    summary: 'Generate a single-elimination playoff game from a game (its participants or the event joiners). Event creator only.',
  },
  resetPlayoff: {
    method: 'POST',
    path: '/api/games/{gameId}/playoff/reset',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    output: gameDto,
    summary: 'Clear every result of a playoff bracket (first-round pairings kept). Event creator only.',
  },
});
