import { getGuest } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const getEventGuest = route('getEventGuest', ({ user, params }) => getGuest(user, { kind: 'event', id: params.eventId }, params.guestId));
