import { connectPayoutAccount as connect } from '../../domain/payments/accounts';
import { route } from '../../middleware/http';

export const connectPayoutAccount = route('connectPayoutAccount', ({ user, body }) => connect(user, body));
