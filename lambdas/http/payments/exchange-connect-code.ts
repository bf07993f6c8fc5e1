import { exchangeConnectCode as exchange } from '../../domain/payments/accounts';
import { route } from '../../middleware/http';

export const exchangeConnectCode = route('exchangeConnectCode', ({ user, body }) => exchange(user, body));
