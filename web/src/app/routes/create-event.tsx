import { CreateEventPage } from '../../features/events';
import { requireUser } from '../../lib/guards';

/** `create` (login guard, spec §2). */
export const loader = requireUser;
export const Component = CreateEventPage;
