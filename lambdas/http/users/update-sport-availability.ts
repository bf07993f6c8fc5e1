import { updateSportAvailability as update } from '../../domain/users/settings';
import { route } from '../../middleware/http';

export const updateSportAvailability = route('updateSportAvailability', ({ user, params, body }) =>
  update(user, params.uid, body.sportAvailability),
);
