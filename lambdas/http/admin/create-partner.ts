import { createPartner as create } from '../../domain/admin/partners';
import { route } from '../../middleware/http';

export const createPartner = route('createPartner', ({ body }) => create(body));
