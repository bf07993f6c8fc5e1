import { applyAsAmbassador } from '../../domain/ambassadors/applications';
import { route } from '../../middleware/http';

export const applyAmbassador = route('applyAmbassador', ({ user, body }) => applyAsAmbassador(user, body));
