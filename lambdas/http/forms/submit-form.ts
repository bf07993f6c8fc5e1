import { submitForm as run } from '../../domain/forms/filling';
import { route } from '../../middleware/http';

export const submitForm = route('submitForm', ({ user, params, body }) => run(user, params.formId, body));
