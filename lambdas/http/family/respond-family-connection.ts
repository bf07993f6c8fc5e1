import { respondToFamilyRequest } from '../../domain/family/family';
import { route } from '../../middleware/http';

export const respondFamilyConnection = route('respondFamilyConnection', ({ user, params, body }) =>
  respondToFamilyRequest(user, params.connectionId, body.accept),
);
