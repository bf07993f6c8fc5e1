import { checkinsRoutes } from '@shared/api/checkins-routes';
import { domainHandler } from '../../middleware/http';
import { checkInPlayer } from './check-in-player';
import { endorsePlayer } from './endorse-player';
import { getBadges } from './get-badges';
import { listCheckins } from './list-checkins';
import { listEndorsable } from './list-endorsable';
import { listGamesAttended } from './list-games-attended';
import { undoCheckIn } from './undo-check-in';

export const handler = domainHandler('checkins', checkinsRoutes, { checkInPlayer, endorsePlayer, getBadges, listCheckins, listEndorsable, listGamesAttended, undoCheckIn });
