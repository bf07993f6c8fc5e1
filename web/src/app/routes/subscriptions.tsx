import { SubscriptionsPage } from '../../features/payments';
import { requireUser } from '../../lib/guards';

/** `subscriptions` (login): everything the person pays for, by kind. */
export const loader = requireUser;

export const Component = SubscriptionsPage;
