import { closeForm as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const closeForm = route('closeForm', ({ user, params, body }) => run(user, params.formId, body.version));
