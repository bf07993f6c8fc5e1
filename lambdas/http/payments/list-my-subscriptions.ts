import { listMySubscriptions as list } from '../../domain/payments/subscriptions';
import { route } from '../../middleware/http';

export const listMySubscriptions = route('listMySubscriptions', ({ user }) => list(user));
