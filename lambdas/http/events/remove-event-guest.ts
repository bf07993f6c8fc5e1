import { removeGuest } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const removeEventGuest = route('removeEventGuest', ({ user, params }) => removeGuest(user, { kind: 'event', id: params.eventId }, params.guestId));
