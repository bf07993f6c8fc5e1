import { decideGuardianRequest as fn } from '../../domain/people/guardian-requests';
import { route } from '../../middleware/http';

export const decideGuardianRequest = route('decideGuardianRequest', ({ user, params, body }) =>
  fn(user, params.minorUid, params.requesterUid, body),
);
