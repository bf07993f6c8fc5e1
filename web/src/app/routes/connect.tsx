import { MessageButton } from '../../features/messages';
import { ConnectionsPage } from '../../features/people';
import { requireUser } from '../../lib/guards';

/** `connect` (login): connections, each with a way to message them. */
export const loader = requireUser;

export function Component() {
  return <ConnectionsPage connectedAction={(person) => <MessageButton uid={person.uid} name={person.displayName} />} />;
}
