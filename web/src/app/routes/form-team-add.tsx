import { TeamFormAddPage } from '../../features/forms';
import { requireUser } from '../../lib/guards';

/** `form/{formId}/team-form-add/{userId}` (login; that person): a team's registration form. */
export const loader = requireUser;
export const Component = TeamFormAddPage;
