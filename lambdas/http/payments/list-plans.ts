import { listPlans as list } from '../../domain/payments/plans';
import { route } from '../../middleware/http';

export const listPlans = route('listPlans', ({ query }) => list(query));
