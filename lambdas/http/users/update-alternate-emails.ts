import { updateAlternateEmails as update } from '../../domain/users/settings';
import { route } from '../../middleware/http';

export const updateAlternateEmails = route('updateAlternateEmails', ({ user, params, body }) => update(user, params.uid, body));
