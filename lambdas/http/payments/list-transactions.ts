import { listTransactions as list } from '../../domain/payments/billing';
import { route } from '../../middleware/http';

export const listTransactions = route('listTransactions', ({ user }) => list(user));
