import { CreateEventPage } from '@web/features/events';
import { requireUser } from '@web/lib/guards';

/** `create` (login guard, spec §2). */
export const loader = requireUser;
export const Component = CreateEventPage;
