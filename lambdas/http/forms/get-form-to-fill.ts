import { getFormToFill as run } from '../../domain/forms/filling';
import { route } from '../../middleware/http';

export const getFormToFill = route('getFormToFill', ({ user, params }) => run(user, params.formId));
