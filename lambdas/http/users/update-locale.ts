import { updateLocale as update } from '../../domain/users/settings';
import { route } from '../../middleware/http';

export const updateLocale = route('updateLocale', ({ user, params, body }) => update(user, params.uid, body.locale));
