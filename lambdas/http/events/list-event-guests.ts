import { listGuests } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const listEventGuests = route('listEventGuests', ({ user, params }) => listGuests(user, { kind: 'event', id: params.eventId }));
