import { saveAnswers as run } from '../../domain/forms/filling';
import { route } from '../../middleware/http';

export const saveFormAnswers = route('saveFormAnswers', ({ user, params, body }) => run(user, params.formId, body.forMemberId, body.answers));
