import { updatePartner as update } from '../../domain/admin/partners';
import { route } from '../../middleware/http';

export const updatePartner = route('updatePartner', ({ params, body }) => update(params.partnerId, body));
