import { ConnectionsPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `connect` (login; issue 8). */
export const loader = requireUser;
export const Component = ConnectionsPage;
