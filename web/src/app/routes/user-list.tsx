import { UserListsPage } from '@web/features/people';
import { requireUser } from '@web/lib/guards';

/** `user-list` (login). */
export const loader = requireUser;
export const Component = UserListsPage;
