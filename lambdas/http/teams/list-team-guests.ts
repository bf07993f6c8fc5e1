import { listGuests } from '../../domain/guests/guests';
import { route } from '../../middleware/http';

export const listTeamGuests = route('listTeamGuests', ({ user, params }) => listGuests(user, { kind: 'team', id: params.id }));
