import { FormCreatePage } from '../../features/forms';
import { requireUser } from '../../lib/guards';

/** `form/build` (login): a new form. */
export const loader = requireUser;
export const Component = FormCreatePage;
