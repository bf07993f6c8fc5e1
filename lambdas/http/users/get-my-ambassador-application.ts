import { getMyAmbassadorApplication as getMine } from '../../domain/ambassadors/applications';
import { route } from '../../middleware/http';

export const getMyAmbassadorApplication = route('getMyAmbassadorApplication', ({ user }) => getMine(user));
