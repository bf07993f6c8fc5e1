import { setAccountStatus as set } from '../../domain/users/account-status';
import { route } from '../../middleware/http';

export const setAccountStatus = route('setAccountStatus', ({ user, params, body }) => set(user, params.userId, body.disabled));
