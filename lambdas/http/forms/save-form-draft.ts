import { saveFormDraft as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const saveFormDraft = route('saveFormDraft', ({ user, params, body }) => run(user, params.formId, body.content, body.version));
