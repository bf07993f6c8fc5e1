import { getSubmission as run } from '../../domain/forms/filling';
import { route } from '../../middleware/http';

export const getSubmission = route('getSubmission', ({ user, params }) => run(user, params.formId, params.submissionId));
