import { lookupSubscriptions as lookup } from '../../domain/payments/subscriptions';
import { route } from '../../middleware/http';

export const lookupSubscriptions = route('lookupSubscriptions', ({ user, query }) => lookup(user, query.kind));
