import { InvoicesPage } from '@web/features/payments';
import { requireUser } from '@web/lib/guards';

/** `invoices` (login): the person's invoices from Stripe. */
export const loader = requireUser;

export const Component = InvoicesPage;
