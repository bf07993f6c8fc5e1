import { registerPush as register } from '../../domain/push/registrations';
import { route } from '../../middleware/http';

export const registerPush = route('registerPush', ({ user, body }) => register(user, body));
