import { PaymentSuccessPage } from '../../features/payments';
import { requireUser } from '../../lib/guards';

/** `payment-success` (login): where a finished payment lands. */
export const loader = requireUser;

export const Component = PaymentSuccessPage;
