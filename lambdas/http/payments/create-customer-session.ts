import { createCustomerSession as create } from '../../domain/payments/customer-session';
import { route } from '../../middleware/http';

export const createCustomerSession = route('createCustomerSession', ({ user }) => create(user));
