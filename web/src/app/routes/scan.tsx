import { ScanPage } from '@web/features/people';
import { requireUser } from '@web/lib/guards';

/** `scan` (login). */
export const loader = requireUser;
export const Component = ScanPage;
