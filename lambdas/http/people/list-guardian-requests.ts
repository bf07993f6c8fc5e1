import { listGuardianRequests as fn } from '../../domain/people/guardian-requests';
import { route } from '../../middleware/http';

export const listGuardianRequests = route('listGuardianRequests', ({ user }) => fn(user));
