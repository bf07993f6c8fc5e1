import { removeGuest } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const removeTeamGuest = route('removeTeamGuest', ({ user, params }) => removeGuest(user, { kind: 'team', id: params.id }, params.guestId));
