import { lookupUser as lookup } from '../../domain/users/public-profile';
import { route } from '../../middleware/http';

export const lookupUser = route('lookupUser', ({ query }) => lookup(query.q));
