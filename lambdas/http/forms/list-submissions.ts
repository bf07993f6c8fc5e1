import { listSubmissions as run } from '../../domain/forms/filling';
import { route } from '../../middleware/http';

export const listSubmissions = route('listSubmissions', ({ user, params }) => run(user, params.formId));
