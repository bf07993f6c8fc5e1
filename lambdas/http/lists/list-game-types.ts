import { listGameTypes as list } from '../../domain/lists/lists';
import { route } from '../../middleware/http';

export const listGameTypes = route('listGameTypes', () => list());
