import { MySitesPage } from '../../features/sites';
import { requireUser } from '../../lib/guards';

/** `site`: your websites (site builders need login, spec §6). */
export const loader = requireUser;
export const Component = MySitesPage;
