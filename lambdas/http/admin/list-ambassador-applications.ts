import { listApplications } from '../../domain/ambassadors/applications';
import { route } from '../../middleware/http';

export const listAmbassadorApplications = route('listAmbassadorApplications', ({ query }) => listApplications(query.status));
