import { discardDraft } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const discardSiteDraft = route('discardSiteDraft', ({ user, params }) => discardDraft(user, params.siteId));
