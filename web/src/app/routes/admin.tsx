import { AdminPage } from '@web/features/admin';
import { requireUser } from '@web/lib/guards';

/** `admin`: needs login (spec §6), then the admins group. */
export const loader = requireUser;
export const Component = AdminPage;
