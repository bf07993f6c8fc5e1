import { SubmissionsPage } from '../../features/forms';
import { requireUser } from '../../lib/guards';

/** `form/{id}/submissions` (login; creator and team admins): answers, filters, CSV. */
export const loader = requireUser;
export const Component = SubmissionsPage;
