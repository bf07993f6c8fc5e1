import { listMyForms as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const listMyForms = route('listMyForms', ({ user }) => run(user));
