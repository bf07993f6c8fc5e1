import { FindPlayersPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `find-players` (login; issue 8). */
export const loader = requireUser;
export const Component = FindPlayersPage;
