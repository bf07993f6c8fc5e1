import { listGenders as list } from '../../domain/lists/lists';
import { route } from '../../middleware/http';

export const listGenders = route('listGenders', () => list());
