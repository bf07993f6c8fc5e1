import { changeSubscription as change } from '../../domain/payments/subscriptions';
import { route } from '../../middleware/http';

export const changeSubscription = route('changeSubscription', ({ user, params, body }) => change(user, params.subscriptionId, body));
