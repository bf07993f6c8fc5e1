import { MyCommunitiesPage } from '@web/features/teams/lists';
import { requireUser } from '@web/lib/guards';

/** `my-communities` (login). */
export const loader = requireUser;
export const Component = MyCommunitiesPage;
