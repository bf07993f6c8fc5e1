import { FullSearchPage } from '@web/features/people';
import { requireUser } from '@web/lib/guards';

/** `full-search` (login). */
export const loader = requireUser;
export const Component = FullSearchPage;
