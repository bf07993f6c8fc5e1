import { listWards } from '../../domain/family/calendar';
import { route } from '../../middleware/http';

export const listFamilyWards = route('listFamilyWards', ({ user }) => listWards(user));
