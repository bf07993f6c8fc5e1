import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { apiMessages } from '@shared/constants/messages';
import { conversationParams, messageText } from '@shared/schemas/message';
import { closeConnection, connectionOwner, openConnection } from '../domain/messages/connections';
import { sendMessage, typing } from '../domain/messages/messages';
import { logger } from '../lib/logger';
import { tokenRefused } from '../domain/users/session-gate';
import { toErrorResponse } from '../middleware/errors';
import { cameThroughCloudFront, originRefusedMessage } from '../middleware/origin-check';
import { withMetrics } from '../lib/metrics';

/**
 * The WebSocket API: $connect refuses a connect that did not come through CloudFront, then records
 * the connection (the authorizer has checked the Cognito id token and passes the uid), $disconnect forgets it, and $default takes small actions:
 * `typing`, `send` (the same checks and storage as POST …/messages) and `ping`. Pushes to clients go
 * through lambdas/domain/messages/realtime.ts from whichever Lambda has news.
 */
export interface WsEvent {
  requestContext: {
    routeKey: string;
    connectionId: string;
    /** From the $connect authorizer: the token's `sub` and `iat` (API Gateway may pass it as text). */
    authorizer?: { uid?: string; iat?: number | string; principalId?: string } | null;
  };
  /** Only on $connect: the upgrade request's headers (CloudFront's origin-verify header among them). */
  headers?: Record<string, string | undefined> | null;
  body?: string | null;
}

const action = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping') }),
  z.object({ action: z.literal('typing'), conversationId: conversationParams.shape.conversationId }),
  z.object({ action: z.literal('send'), conversationId: conversationParams.shape.conversationId, text: messageText }),
]);
const actionNames: ReadonlySet<string> = new Set(action.options.map((o) => o.shape.action.value));

const reply = (statusCode: number, body?: unknown): APIGatewayProxyResultV2 => ({ statusCode, body: body === undefined ? '' : JSON.stringify(body) });

async function handle(event: WsEvent): Promise<APIGatewayProxyResultV2> {
  const { routeKey, connectionId } = event.requestContext;
  try {
    const issuedAt = Number(event.requestContext.authorizer?.iat);
    if (routeKey === '$connect') {
      // Connects come through CloudFront, and so through its WAF; the authorizer refuses the
      // others too, and this holds even if a route is ever wired without it.
      if (!cameThroughCloudFront(event.headers)) return reply(403, { message: originRefusedMessage });
      const uid = event.requestContext.authorizer?.uid;
      // The authorizer has no table: a token of someone signed out everywhere, deleted or
      // disabled is refused here, so the connection never opens.
      if (!uid || (await tokenRefused(uid, issuedAt))) return reply(401, { message: 'Unauthorized' });
      await openConnection(uid, connectionId);
      return reply(200);
    }
    if (routeKey === '$disconnect') {
      await closeConnection(connectionId, event.requestContext.authorizer?.uid);
      return reply(200);
    }
    const uid = event.requestContext.authorizer?.uid ?? (await connectionOwner(connectionId));
    // Sign-out and deletion close the sockets; this catches one that was missed (cached, so cheap).
    if (!uid || (await tokenRefused(uid, issuedAt))) return reply(401, { message: 'Unauthorized' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.body ?? '');
    } catch {
      return reply(400, { message: 'Messages must be JSON' });
    }
    const result = action.safeParse(parsed);
    if (!result.success) {
      // An action this socket knows, with a bad field, says which field; only an unknown one is "Unknown action".
      const known = typeof (parsed as { action?: unknown } | null)?.action === 'string' && actionNames.has((parsed as { action: string }).action);
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply(400, { message: known ? `${apiMessages.invalidInput}: ${issues.map((i) => i.path).join(', ')}` : 'Unknown action', issues });
    }
    const a = result.data;
    if (a.action === 'ping') return reply(200, { type: 'pong' });
    if (a.action === 'typing') await typing(uid, a.conversationId);
    else await sendMessage({ uid }, a.conversationId, a.text);
    return reply(200);
  } catch (error) {
    const { statusCode, body } = toErrorResponse(error);
    if (statusCode >= 500) logger.error('websocket action failed', { routeKey, error: error as Error });
    return reply(statusCode, body);
  }
}

export const handler = withMetrics(handle);
