import { FormPaymentPage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form/payment/{id}/{submissionId}` and `pay-balance/{id}/{submissionId}` (login): pay a submission's balance. */
export const loader = requireUser;
export const Component = FormPaymentPage;
