import { listInvoices as list } from '../../domain/payments/billing';
import { route } from '../../middleware/http';

export const listInvoices = route('listInvoices', ({ user, query }) => list(user, query.after));
