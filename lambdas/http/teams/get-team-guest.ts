import { getGuest } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const getTeamGuest = route('getTeamGuest', ({ user, params }) => getGuest(user, { kind: 'team', id: params.id }, params.guestId));
