import { decideApplication } from '../../domain/ambassadors/applications';
import { route } from '../../middleware/http';

export const decideAmbassadorApplication = route('decideAmbassadorApplication', ({ user, params, body }) =>
  decideApplication(user, params.userId, body.status),
);
