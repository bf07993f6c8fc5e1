import { PaymentSuccessPage } from '@web/features/payments';
import { requireUser } from '@web/lib/guards';

/** `payment-success` (login): where a finished payment lands. */
export const loader = requireUser;

export const Component = PaymentSuccessPage;
