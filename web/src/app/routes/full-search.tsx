import { FullSearchPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `full-search` (login). */
export const loader = requireUser;
export const Component = FullSearchPage;
