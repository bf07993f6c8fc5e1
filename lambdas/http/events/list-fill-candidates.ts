import { listFillCandidates as list } from '../../domain/fill';
import { route } from '../../middleware/http';

export const listFillCandidates = route('listFillCandidates', ({ user, params, query }) => list(user, params.eventId, query));
