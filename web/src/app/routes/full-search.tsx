import { FullSearchPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `full-search` (login; issue 8). */
export const loader = requireUser;
export const Component = FullSearchPage;
