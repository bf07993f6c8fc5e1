import { decideGuardianTeamRequest as fn } from '../../domain/people/guardian-requests';
import { route } from '../../middleware/http';

export const decideGuardianTeamRequest = route('decideGuardianTeamRequest', ({ user, params, body }) =>
  fn(user, params.minorUid, params.teamId, body),
);
