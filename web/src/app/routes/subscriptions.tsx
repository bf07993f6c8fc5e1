import { SubscriptionsPage } from '@web/features/payments';
import { requireUser } from '@web/lib/guards';

/** `subscriptions` (login): everything the person pays for, by kind. */
export const loader = requireUser;

export const Component = SubscriptionsPage;
