import { MySitesPage } from '@web/features/sites';
import { requireUser } from '@web/lib/guards';

/** `site`: your websites (site builders need login, spec §6). */
export const loader = requireUser;
export const Component = MySitesPage;
