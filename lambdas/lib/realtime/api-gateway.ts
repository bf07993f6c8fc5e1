import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { logger } from '../logger';
import { countMetric } from '../metrics';

/**
 * The realtime adapter over API Gateway's WebSocket management API
 * (`https://{api}.execute-api.{region}.amazonaws.com/{stage}` in AWS; the local server's
 * `/ws-callback` locally). It knows connections by id only: which person holds which connection
 * is the domain's, kept in the table.
 */
let client: ApiGatewayManagementApiClient | undefined;
let clientEndpoint: string | undefined;

function managementClient(endpoint: string, region: string, local: boolean): ApiGatewayManagementApiClient {
  if (!client || clientEndpoint !== endpoint) {
    client = new ApiGatewayManagementApiClient({
      region,
      endpoint,
      ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    clientEndpoint = endpoint;
  }
  return client;
}

const isGone = (error: unknown) =>
  error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410;

export function apiGatewayConnections(endpoint: string, region: string, local: boolean) {
  const api = managementClient(endpoint, region, local);
  return {
    async post(connectionId: string, data: Uint8Array): Promise<'sent' | 'gone' | 'failed'> {
      try {
        await api.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        countMetric('webSocketPushes');
        return 'sent';
      } catch (error) {
        if (isGone(error)) return 'gone';
        logger.warn('realtime post failed', { error: error as Error });
        return 'failed';
      }
    },

    async close(connectionId: string): Promise<void> {
      try {
        await api.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!isGone(error)) logger.warn('realtime close failed', { error: error as Error });
      }
    },
  };
}
