import { listFamily } from '../../domain/family/family';
import { route } from '../../middleware/http';

export const listFamilyConnections = route('listFamilyConnections', ({ user, params }) => listFamily(user, params.uid));
