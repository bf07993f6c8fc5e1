import { payForSubmission as run } from '../../domain/forms/payments';
import { route } from '../../middleware/http';

export const payForSubmission = route('payForSubmission', ({ user, params }) => run(user, params.formId, params.submissionId));
