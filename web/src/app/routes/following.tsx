import { FollowingPage } from '@web/features/follows';
import { requireUser } from '@web/lib/guards';

/** `/following` (login required): the hosts, teams and places the person follows (spec §1 "hosts followed"). */
export const loader = requireUser;

export function Component() {
  return <FollowingPage />;
}
