import { getBadges as get } from '../../domain/endorsements/endorsements';
import { route } from '../../middleware/http';

export const getBadges = route('getBadges', ({ user, params }) => get(user, params.uid));
