import { addGuest } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const addTeamGuest = route('addTeamGuest', ({ user, params, body }) => addGuest(user, { kind: 'team', id: params.id }, body));
