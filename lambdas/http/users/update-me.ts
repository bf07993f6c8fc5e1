import { saveProfile } from '../../domain/users/profile';
import { route } from '../../middleware/http';

export const updateMe = route('updateMe', ({ user, body }) => saveProfile(user, body));
