import { getFormForBuilder as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const getFormForBuilder = route('getFormForBuilder', ({ user, params }) => run(user, params.formId));
