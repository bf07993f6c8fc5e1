import { HostSubscriptionsPage } from '@web/features/payments';
import { requireUser } from '@web/lib/guards';

/** `subscriptions/{hostId}` (login): one team's subscriptions, or the person's own. */
export const loader = requireUser;

export const Component = HostSubscriptionsPage;
