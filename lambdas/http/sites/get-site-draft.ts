import { getDraft } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const getSiteDraft = route('getSiteDraft', ({ user, params }) => getDraft(user, params.siteId));
