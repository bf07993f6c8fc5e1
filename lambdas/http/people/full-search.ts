import { fullSearch as fn } from '../../domain/people/search';
import { route } from '../../middleware/http';

export const fullSearch = route('fullSearch', ({ user, query }) => fn(user, query));
