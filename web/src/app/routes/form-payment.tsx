import { FormPaymentPage } from '../../features/forms';
import { requireUser } from '../../lib/guards';

/** `form/payment/{id}/{submissionId}` and `pay-balance/{id}/{submissionId}` (login): pay a submission's balance. */
export const loader = requireUser;
export const Component = FormPaymentPage;
