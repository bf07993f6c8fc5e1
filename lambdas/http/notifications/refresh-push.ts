import { refreshPush as refresh } from '../../domain/push/registrations';
import { route } from '../../middleware/http';

export const refreshPush = route('refreshPush', ({ user, params, body }) => refresh(user, params.registrationId, body));
