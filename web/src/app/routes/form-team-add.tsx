import { TeamFormAddPage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form/{formId}/team-form-add/{userId}` (login; that person): a team's registration form. */
export const loader = requireUser;
export const Component = TeamFormAddPage;
