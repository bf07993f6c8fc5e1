import { FavoritesPage } from '@web/features/events';
import { requireUser } from '@web/lib/guards';

/** `/favorites` (login required): the events the person favourited. */
export const loader = requireUser;

export function Component() {
  return <FavoritesPage />;
}
