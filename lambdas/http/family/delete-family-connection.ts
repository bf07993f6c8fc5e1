import { removeFamilyConnection } from '../../domain/family/family';
import { route } from '../../middleware/http';

export const deleteFamilyConnection = route('deleteFamilyConnection', ({ user, params }) => removeFamilyConnection(user, params.connectionId));
