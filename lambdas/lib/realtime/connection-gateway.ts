import { env } from '../env';
import { apiGatewayConnections } from './api-gateway';

/**
 * The realtime port: post to and close WebSocket connections by id. The adapter beside this file
 * (API Gateway's management API) implements it structurally and never imports it.
 */
export interface ConnectionGateway {
  /** 'gone' when the connection does not take posts (closed, or not open yet); 'failed' on any other error, logged. */
  post(connectionId: string, data: Uint8Array): Promise<'sent' | 'gone' | 'failed'>;
  /** Close a connection; one already gone counts as closed. */
  close(connectionId: string): Promise<void>;
}

/**
 * The WebSocket API's management endpoint (WS_CALLBACK_URL): unset, there is no gateway, nothing
 * is pushed and clients rely on re-syncing from history.
 */
export function connectionGateway(): ConnectionGateway | null {
  const endpoint = env().WS_CALLBACK_URL;
  if (!endpoint) return null;
  return apiGatewayConnections(endpoint, env().AWS_REGION, env().DYNAMODB_ENDPOINT !== undefined);
}
