import type { RealtimeEvent } from '@shared/schemas/message';
import { wsConnections, type LiveConnection } from '../../data/ws-connections';
import { connectionGateway } from '../../lib/realtime/connection-gateway';

/**
 * A connection is recorded during its $connect, but it cannot take posts (410) until $connect has
 * returned, which API Gateway allows up to its 29 s integration timeout. A 410 that young means
 * "not open yet", not "gone": forgetting it then would leave a working socket that never hears anything.
 */
export const CONNECT_GRACE_MS = 30_000;

export type LiveConnections = Map<string, Promise<LiveConnection[]>>;

/**
 * Start reading these people's live connections now, for a `pushTo` a moment later (a send
 * reads them while it checks and stores the message, not after).
 */
export function liveConnectionsOf(userIds: readonly string[]): LiveConnections {
  const all = wsConnections.liveOfMany(userIds);
  return new Map([...new Set(userIds)].map((userId) => [userId, all.then((found) => found.get(userId) ?? [])]));
}

/**
 * Push an event to every live connection of these people. Returns the people reached (at least
 * one connection took it): the others are away, and the caller notifies them instead. A gone
 * connection is forgotten. `live`: the connections as read just before (a direct send reads them
 * with its rules); otherwise everyone's are read in BatchGetItems of 100.
 */
export async function pushTo(userIds: readonly string[], event: RealtimeEvent, live?: LiveConnections): Promise<Set<string>> {
  const reached = new Set<string>();
  const gateway = connectionGateway();
  if (!gateway) return reached;
  const people = [...new Set(userIds)];
  const read = live ? null : await wsConnections.liveOfMany(people);
  const data = new TextEncoder().encode(JSON.stringify(event));
  await Promise.all(
    people.map(async (userId) => {
      const connections = (await live?.get(userId)) ?? read?.get(userId) ?? [];
      const results = await Promise.all(
        connections.map(async (connection) => {
          const outcome = await gateway.post(connection.connectionId, data);
          if (outcome === 'gone' && Date.now() - connection.connectedAt >= CONNECT_GRACE_MS) await wsConnections.removeOf(userId, connection);
          return outcome === 'sent';
        }),
      );
      if (results.some(Boolean)) reached.add(userId);
    }),
  );
  return reached;
}

/** Whether each person has a live connection now (presence), read in BatchGetItems of 100. */
export async function onlineNow(userIds: readonly string[]): Promise<Map<string, boolean>> {
  const live = await wsConnections.liveOfMany(userIds);
  return new Map([...live].map(([userId, connections]) => [userId, connections.length > 0]));
}

/**
 * Close every live connection of a person (signed out everywhere, or deleted): the socket was
 * authorised once at connect, so a revoked session would otherwise keep receiving pushes.
 * Every connection is forgotten, closed or already gone, and so is their presence.
 */
export async function closeConnectionsOf(userId: string): Promise<void> {
  const connections = await wsConnections.live(userId);
  const gateway = connectionGateway();
  await Promise.all(
    connections.map(async (connection) => {
      await gateway?.close(connection.connectionId);
      await wsConnections.removeOf(userId, connection);
    }),
  );
  await wsConnections.forget(userId);
}
