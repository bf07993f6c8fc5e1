import { getPublicProfile } from '../../domain/users/public-profile';
import { route } from '../../middleware/http';

export const getUser = route('getUser', ({ params }) => getPublicProfile(params.uid));
