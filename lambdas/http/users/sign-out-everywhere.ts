import { signOutEverywhere as signOut } from '../../domain/users/sessions';
import { route } from '../../middleware/http';

export const signOutEverywhere = route('signOutEverywhere', ({ user }) => signOut(user));
