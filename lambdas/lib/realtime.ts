import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeEvent } from '../../shared/schemas/message';
import { wsConnections } from '../data/messages';
import { env } from './env';
import { logger } from './logger';

let client: ApiGatewayManagementApiClient | undefined;
let clientEndpoint: string | undefined;

/**
 * The WebSocket API's management endpoint (`https://{api}.execute-api.{region}.amazonaws.com/{stage}`
 * in AWS; the local server's `/ws-callback` locally): unset, nothing is pushed and clients rely on
 * re-syncing from history.
 */
function managementClient(): ApiGatewayManagementApiClient | null {
  const endpoint = env().WS_CALLBACK_URL;
  if (!endpoint) return null;
  if (!client || clientEndpoint !== endpoint) {
    const local = env().DYNAMODB_ENDPOINT !== undefined;
    client = new ApiGatewayManagementApiClient({
      region: env().AWS_REGION,
      endpoint,
      ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    clientEndpoint = endpoint;
  }
  return client;
}

/**
 * A connection is recorded during its $connect, but it cannot take posts (410) until $connect has
 * returned, which API Gateway allows up to its 29 s integration timeout. A 410 that young means
 * "not open yet", not "gone": forgetting it then would leave a working socket that never hears anything.
 */
export const CONNECT_GRACE_MS = 30_000;

/** Send one event to one connection; a gone connection is forgotten. */
async function post(userId: string, connection: { connectionId: string; connectedAt: number }, data: Uint8Array): Promise<boolean> {
  const api = managementClient();
  if (!api) return false;
  const { connectionId } = connection;
  try {
    await api.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) {
      if (Date.now() - connection.connectedAt >= CONNECT_GRACE_MS) await wsConnections.removeOf(userId, connectionId);
      return false;
    }
    logger.warn('realtime post failed', { error: error as Error });
    return false;
  }
}

/**
 * Push an event to every live connection of these people. Returns the people reached (at least
 * one connection took it): the others are away, and the caller notifies them instead.
 */
export async function pushTo(userIds: readonly string[], event: RealtimeEvent): Promise<Set<string>> {
  const reached = new Set<string>();
  if (!managementClient()) return reached;
  const data = new TextEncoder().encode(JSON.stringify(event));
  await Promise.all(
    [...new Set(userIds)].map(async (userId) => {
      const connections = await wsConnections.live(userId);
      const results = await Promise.all(connections.map((c) => post(userId, c, data)));
      if (results.some(Boolean)) reached.add(userId);
    }),
  );
  return reached;
}

/** Whether each person has a live connection now (presence). */
export async function onlineNow(userIds: readonly string[]): Promise<Map<string, boolean>> {
  const entries = await Promise.all([...new Set(userIds)].map(async (u) => [u, (await wsConnections.of(u)).length > 0] as const));
  return new Map(entries);
}

/**
 * Close every live connection of a person (signed out everywhere, or deleted): the socket was
 * authorised once at connect, so a revoked session would otherwise keep receiving pushes.
 * Every connection is forgotten, closed or already gone.
 */
export async function closeConnectionsOf(userId: string): Promise<void> {
  const connections = await wsConnections.of(userId);
  const api = managementClient();
  await Promise.all(
    connections.map(async (connectionId) => {
      if (api) {
        try {
          await api.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
        } catch (error) {
          const gone = error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410;
          if (!gone) logger.warn('realtime close failed', { error: error as Error });
        }
      }
      await wsConnections.removeOf(userId, connectionId);
    }),
  );
}
