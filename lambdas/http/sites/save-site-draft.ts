import { saveDraft } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const saveSiteDraft = route('saveSiteDraft', ({ user, params, body }) => saveDraft(user, params.siteId, body));
