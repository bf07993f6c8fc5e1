import { FormBuilderPage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form/build/{id}` (login; creator and team admins): the form builder. */
export const loader = requireUser;
export const Component = FormBuilderPage;
