import { createSubscription as create } from '../../domain/payments/subscriptions';
import { route } from '../../middleware/http';

export const createSubscription = route('createSubscription', ({ user, body }) => create(user, body));
