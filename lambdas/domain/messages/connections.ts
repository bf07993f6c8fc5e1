import { wsConnections } from '../../data/ws-connections';
import { announcePresence } from './messages';

/** $connect: record the connection; a person's first live connection announces them online. */
export async function openConnection(uid: string, connectionId: string): Promise<void> {
  const { wasOnline } = await wsConnections.add(uid, connectionId);
  if (!wasOnline) await announcePresence(uid, true);
}

/**
 * $disconnect: forget the connection; a person's last one closing announces them offline. `owner`
 * is the authorizer's uid when the event carries it.
 */
export async function closeConnection(connectionId: string, owner?: string): Promise<void> {
  const uid = await wsConnections.remove(connectionId, owner);
  if (uid && (await wsConnections.live(uid)).length === 0) await announcePresence(uid, false);
}

/** Whose connection this is, or null when it is not recorded. */
export const connectionOwner = (connectionId: string) => wsConnections.userOf(connectionId);
