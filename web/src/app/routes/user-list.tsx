import { UserListsPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `user-list` (login). */
export const loader = requireUser;
export const Component = UserListsPage;
