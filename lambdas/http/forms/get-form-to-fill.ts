import { getFormToFill as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const getFormToFill = route('getFormToFill', ({ user, params }) => run(user, params.formId));
