import { addGuest } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const addEventGuest = route('addEventGuest', ({ user, params, body }) => addGuest(user, { kind: 'event', id: params.eventId }, body));
