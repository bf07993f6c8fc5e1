import { NotificationsPage } from '../../features/notifications';
import { requireUser } from '../../lib/guards';

/** `/notifications` (login required): notification records, family requests answered in place. */
export const loader = requireUser;

export function Component() {
  return <NotificationsPage />;
}
