import { updateProfile as update } from '../../domain/users/profile';
import { route } from '../../middleware/http';

export const updateProfile = route('updateProfile', ({ user, params, body }) => update(user, params.uid, body));
