import { FormFillPage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form/{id}` (login): fill a form; a private form sends others to form/access-denied. */
export const loader = requireUser;
export const Component = FormFillPage;
