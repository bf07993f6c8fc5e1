import { setUserBetas as set } from '../../domain/admin/betas';
import { route } from '../../middleware/http';

export const setUserBetas = route('setUserBetas', ({ user, params, body }) => set(user, params.userId, body.betas));
