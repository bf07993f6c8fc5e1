import { cancelSubscription as cancel } from '../../domain/payments/subscriptions';
import { route } from '../../middleware/http';

export const cancelSubscription = route('cancelSubscription', ({ user, params, query }) => cancel(user, params.subscriptionId, query));
