import { getProfile } from '../../domain/users/profile';
import { route } from '../../middleware/http';

export const getMe = route('getMe', ({ user }) => getProfile(user));
