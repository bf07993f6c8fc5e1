import { FormsListPage } from '@web/features/forms';
import { requireUser } from '@web/lib/guards';

/** `form` (login): the person's forms and their teams' forms. */
export const loader = requireUser;
export const Component = FormsListPage;
