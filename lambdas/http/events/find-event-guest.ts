import { findGuestByEmail } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const findEventGuest = route('findEventGuest', ({ user, params, query }) => findGuestByEmail(user, { kind: 'event', id: params.eventId }, query.email));
