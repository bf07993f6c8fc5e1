import { listEndorsable as list } from '../../domain/endorsements/endorsements';
import { route } from '../../middleware/http';

export const listEndorsable = route('listEndorsable', ({ user, params, query }) => list(user, params.eventId, query));
