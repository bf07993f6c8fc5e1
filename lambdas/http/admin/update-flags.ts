import { updateFlags as update } from '../../domain/admin/flags';
import { route } from '../../middleware/http';

export const updateFlags = route('updateFlags', ({ user, body }) => update(user, body));
