import { findAccount as find } from '../../domain/users/account-status';
import { route } from '../../middleware/http';

export const findAccount = route('findAccount', ({ user, query }) => find(user, query.email));
