import { getSignupStats as get } from '../../domain/admin/signups';
import { route } from '../../middleware/http';

export const getSignupStats = route('getSignupStats', ({ query }) => get(query.days));
