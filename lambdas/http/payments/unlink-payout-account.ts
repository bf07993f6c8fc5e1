import { unlinkPayoutAccount as unlink } from '../../domain/payments/accounts';
import { route } from '../../middleware/http';

export const unlinkPayoutAccount = route('unlinkPayoutAccount', ({ user }) => unlink(user));
