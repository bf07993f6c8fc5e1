import { PaymentSuccessPage } from '../../features/payments';
import { requireUser } from '../../lib/guards';

/** `payment-success` (login; issue 10): where a finished payment lands. */
export const loader = requireUser;

export const Component = PaymentSuccessPage;
