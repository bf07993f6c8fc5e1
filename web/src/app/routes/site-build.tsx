import { SiteCreatePage } from '@web/features/sites';
import { requireUser } from '@web/lib/guards';

/** `site/build`: a new website (needs login). */
export const loader = requireUser;
export const Component = SiteCreatePage;
