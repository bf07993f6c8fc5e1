import { TransactionsPage } from '../../features/payments';
import { requireUser } from '../../lib/guards';

/** `transactions` (login; issue 10): payments made and received. */
export const loader = requireUser;

export const Component = TransactionsPage;
