import { ScanPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `scan` (login). */
export const loader = requireUser;
export const Component = ScanPage;
