import { HomePage } from '../../features/home';
import { requireUser } from '../../lib/guards';

/** `home` (spec §2: a guarded, authorised route). */
export const loader = requireUser;
export const Component = HomePage;
