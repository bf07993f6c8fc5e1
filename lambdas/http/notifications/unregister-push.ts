import { unregisterPush as unregister } from '../../domain/push/registrations';
import { route } from '../../middleware/http';

export const unregisterPush = route('unregisterPush', ({ user, params }) => unregister(user, params.registrationId));
