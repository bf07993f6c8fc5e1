import { listPartners as list } from '../../domain/admin/partners';
import { route } from '../../middleware/http';

export const listPartners = route('listPartners', ({ query }) => list(query.type));
