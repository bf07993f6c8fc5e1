import { gamesRoutes } from '@shared/api/games-routes';
import { domainHandler } from '../../middleware/http';
import { createGame } from './create-game';
import { deleteGame } from './delete-game';
import { generatePlayoff } from './generate-playoff';
import { getGame } from './get-game';
import { listEventGames } from './list-event-games';
import { resetPlayoff } from './reset-playoff';
import { updateGame } from './update-game';

export const handler = domainHandler('games', gamesRoutes, {
  listEventGames,
  createGame,
  getGame,
  updateGame,
  deleteGame,
  generatePlayoff,
  resetPlayoff,
});
