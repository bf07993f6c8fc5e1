import { copyForm as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const copyForm = route('copyForm', ({ user, params }) => run(user, params.formId));
