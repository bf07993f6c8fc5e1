import { updatePrivacy as update } from '../../domain/privacy/blocking';
import { route } from '../../middleware/http';

export const updatePrivacy = route('updatePrivacy', ({ user, params, body }) => update(user, params.uid, body));
