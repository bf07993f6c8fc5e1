import { FormBuilderPage } from '../../features/forms';
import { requireUser } from '../../lib/guards';

/** `form/build/{id}` (login; creator and team admins): the form builder. */
export const loader = requireUser;
export const Component = FormBuilderPage;
