import { undoCheckIn as undo } from '../../domain/checkins/checkins';
import { route } from '../../middleware/http';

export const undoCheckIn = route('undoCheckIn', ({ user, params, query }) => undo(user, params.eventId, params.uid, query));
