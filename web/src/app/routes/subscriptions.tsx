import { SubscriptionsPage } from '../../features/payments';
import { requireUser } from '../../lib/guards';

/** `subscriptions` (login; issue 10): everything the person pays for, by kind. */
export const loader = requireUser;

export const Component = SubscriptionsPage;
