import { deleteAccount as remove } from '../../domain/users/delete-account/delete-account';
import { route } from '../../middleware/http';

export const deleteAccount = route('deleteAccount', ({ user, params }) => remove(user, params.uid));
