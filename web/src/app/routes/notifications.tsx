import { NotificationsPage } from '@web/features/notifications';
import { requireUser } from '@web/lib/guards';

/** `/notifications` (login required): notification records, family requests answered in place. */
export const loader = requireUser;

export function Component() {
  return <NotificationsPage />;
}
