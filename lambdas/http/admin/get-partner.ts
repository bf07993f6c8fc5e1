import { getPartner as get } from '../../domain/admin/partners';
import { route } from '../../middleware/http';

export const getPartner = route('getPartner', ({ params }) => get(params.partnerId));
