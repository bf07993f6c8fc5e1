import { FormCreatePage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form/build` (login): a new form. */
export const loader = requireUser;
export const Component = FormCreatePage;
