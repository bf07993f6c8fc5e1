import { createForm as run } from '../../domain/forms/forms';
import { route } from '../../middleware/http';

export const createForm = route('createForm', ({ user, body }) => run(user, body.teamId));
