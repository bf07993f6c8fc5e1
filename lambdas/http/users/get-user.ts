import { getPublicProfile } from '../../domain/users/public-profile';
import { route } from '../../middleware/http';

export const getUser = route('getUser', ({ user, params }) => getPublicProfile(user, params.uid));
