import { HostSubscriptionsPage } from '../../features/payments';
import { requireUser } from '../../lib/guards';

/** `subscriptions/{hostId}` (login; issue 10): one team's subscriptions, or the person's own. */
export const loader = requireUser;

export const Component = HostSubscriptionsPage;
