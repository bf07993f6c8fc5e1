import { sendCreateMotivation as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const sendCreateMotivation = route('sendCreateMotivation', ({ user, body }) => fn(user, body.pageIndex));
