import { SubmissionsPage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form/{id}/submissions` (login; creator and team admins): answers, filters, CSV. */
export const loader = requireUser;
export const Component = SubmissionsPage;
