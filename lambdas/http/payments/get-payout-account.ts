import { getPayoutAccount as get } from '../../domain/payments/accounts';
import { route } from '../../middleware/http';

export const getPayoutAccount = route('getPayoutAccount', ({ user }) => get(user));
