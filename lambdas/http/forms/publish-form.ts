import { publishForm as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const publishForm = route('publishForm', ({ user, params, body }) => run(user, params.formId, body.version));
