import { unsubscribeGuest as unsubscribe } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const unsubscribeGuest = route('unsubscribeGuest', ({ params }) => unsubscribe(params.token));
