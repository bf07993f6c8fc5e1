import { domainHandler } from '../../middleware/http';
import { checkInPlayer } from './check-in-player';
import { listCheckins } from './list-checkins';
import { listGamesAttended } from './list-games-attended';
import { undoCheckIn } from './undo-check-in';

export const handler = domainHandler('checkins', { checkInPlayer, listCheckins, listGamesAttended, undoCheckIn });
