import { SiteCreatePage } from '../../features/sites';
import { requireUser } from '../../lib/guards';

/** `site/build`: a new website (needs login). */
export const loader = requireUser;
export const Component = SiteCreatePage;
