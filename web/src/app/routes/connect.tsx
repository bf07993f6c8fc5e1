import { MessageButton } from '@web/features/messages';
import { ConnectionsPage } from '@web/features/people';
import { requireUser } from '@web/lib/guards';

/** `connect` (login): connections, each with a way to message them. */
export const loader = requireUser;

export function Component() {
  return <ConnectionsPage connectedAction={(person) => <MessageButton uid={person.uid} name={person.displayName} />} />;
}
