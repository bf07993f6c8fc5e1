import { getProduct as get } from '../../domain/payments/subscriptions';
import { route } from '../../middleware/http';

export const getProduct = route('getProduct', ({ params }) => get(params.productId));
