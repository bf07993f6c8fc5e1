import { MyCommunitiesPage } from '../../features/teams/lists';
import { requireUser } from '../../lib/guards';

/** `my-communities` (login). */
export const loader = requireUser;
export const Component = MyCommunitiesPage;
