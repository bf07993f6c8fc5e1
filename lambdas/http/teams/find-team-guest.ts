import { findGuestByEmail } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const findTeamGuest = route('findTeamGuest', ({ user, params, query }) => findGuestByEmail(user, { kind: 'team', id: params.id }, query.email));
