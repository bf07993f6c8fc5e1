import { deletePartner as remove } from '../../domain/admin/partners';
import { route } from '../../middleware/http';

export const deletePartner = route('deletePartner', ({ params }) => remove(params.partnerId));
