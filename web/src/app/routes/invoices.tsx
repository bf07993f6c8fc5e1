import { InvoicesPage } from '../../features/payments';
import { requireUser } from '../../lib/guards';

/** `invoices` (login): the person's invoices from Stripe. */
export const loader = requireUser;

export const Component = InvoicesPage;
