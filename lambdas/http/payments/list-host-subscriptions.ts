import { listHostSubscriptions as list } from '../../domain/payments/subscriptions';
import { route } from '../../middleware/http';

export const listHostSubscriptions = route('listHostSubscriptions', ({ user, params }) => list(user, params.hostId));
