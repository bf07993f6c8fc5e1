import { ScanPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `scan` (login; issue 8). */
export const loader = requireUser;
export const Component = ScanPage;
