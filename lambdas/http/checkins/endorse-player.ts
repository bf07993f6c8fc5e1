import { endorsePlayer as endorse } from '../../domain/endorsements/endorsements';
import { route } from '../../middleware/http';

export const endorsePlayer = route('endorsePlayer', ({ user, params, body }) => endorse(user, params.eventId, body));
