import { unblockUser as unblock } from '../../domain/privacy/blocking';
import { route } from '../../middleware/http';

export const unblockUser = route('unblockUser', ({ user, params }) => unblock(user, params.uid, params.blockedUid));
