import { AdminPage } from '../../features/admin';
import { requireUser } from '../../lib/guards';

/** `admin`: needs login (spec §6), then the admins group. */
export const loader = requireUser;
export const Component = AdminPage;
