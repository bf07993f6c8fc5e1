import { addFamilyMember } from '../../domain/family/family';
import { route } from '../../middleware/http';

export const createFamilyConnection = route('createFamilyConnection', ({ user, params, body }) => addFamilyMember(user, params.uid, body));
