import { listPartnerEvents as list } from '../../domain/admin/partners';
import { route } from '../../middleware/http';

export const listPartnerEvents = route('listPartnerEvents', ({ params }) => list(params.partnerId));
