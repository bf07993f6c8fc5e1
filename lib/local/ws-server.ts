import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import type { WsEvent } from '../../lambdas/ws/handler';

const root = path.resolve(import.meta.dirname, '../..');

type WsHandler = (event: WsEvent) => Promise<APIGatewayProxyResultV2>;

/**
 * The local twin of the API Gateway WebSocket API: `ws://<host>/ws?token=<id token>`
 * runs the real lambdas/ws/handler.ts with API-Gateway-shaped $connect / $default / $disconnect
 * events, and `/ws-callback/@connections/{id}` answers like the management API, so the Lambdas'
 * PostToConnection calls (lambdas/lib/realtime.ts) reach the browser unchanged.
 */
export function attachWebSockets(server: http.Server, opts: { verify: (token: string) => Promise<{ uid: string; iat: number } | null>; log: (line: string) => void }) {
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Map<string, WebSocket>();
  let loaded: Promise<WsHandler> | undefined;
  const handler = () =>
    (loaded ??= import(pathToFileURL(path.join(root, 'lambdas/ws/handler.ts')).href).then((m: { handler: WsHandler }) => m.handler));
  const status = (r: APIGatewayProxyResultV2) => (typeof r === 'object' && r !== null && 'statusCode' in r ? (r.statusCode ?? 200) : 200);

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Other upgrades (Vite's HMR socket in dev) are not ours.
    if (url.pathname !== '/ws') return;
    void (async () => {
      try {
        const verified = await opts.verify(url.searchParams.get('token') ?? '');
        if (!verified) {
          socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
          return;
        }
        const connectionId = randomBytes(12).toString('base64url');
        const run = await handler();
        const authorizer = { uid: verified.uid, iat: verified.iat };
        let leftEarly = false;
        socket.once('close', () => (leftEarly = true));
        const connected = status(await run({ requestContext: { routeKey: '$connect', connectionId, authorizer } }));
        if (connected === 200 && (leftEarly || socket.destroyed)) {
          // The page went away while $connect ran (a quick navigation): the connection was recorded
          // and no socket will ever close it, so it ends here, as API Gateway ends a connection it lost.
          await run({ requestContext: { routeKey: '$disconnect', connectionId, authorizer } });
          return;
        }
        if (connected !== 200) {
          // API Gateway answers a refused $connect with its status (401 for a revoked token).
          socket.end(connected === 401 ? 'HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n' : 'HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          sockets.set(connectionId, ws);
          ws.on('message', (data) => {
            void run({ requestContext: { routeKey: '$default', connectionId, authorizer }, body: data.toString() }).catch((error: unknown) =>
              opts.log(`websocket action failed: ${(error as Error).stack ?? String(error)}`),
            );
          });
          ws.on('close', () => {
            sockets.delete(connectionId);
            void run({ requestContext: { routeKey: '$disconnect', connectionId, authorizer } }).catch((error: unknown) =>
              opts.log(`websocket disconnect failed: ${(error as Error).stack ?? String(error)}`),
            );
          });
        });
      } catch (error) {
        opts.log(`websocket upgrade failed: ${(error as Error).stack ?? String(error)}`);
        socket.destroy();
      }
    })();
  });

  /** The management API: POST sends to a connection, DELETE closes it, GET describes it; 410 when gone. */
  function handleCallback(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): void {
    const id = decodeURIComponent(url.pathname.replace(/^\/ws-callback\/@connections\//, ''));
    const ws = sockets.get(id);
    if (!ws || ws.readyState !== ws.OPEN) {
      res.writeHead(410, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    if (req.method === 'POST') ws.send(body);
    else if (req.method === 'DELETE') ws.close();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.method === 'GET' ? JSON.stringify({ connectedAt: new Date().toISOString() }) : '');
  }

  return {
    handleCallback,
    connections: () => sockets.size,
    close: () => {
      for (const ws of sockets.values()) ws.terminate();
      wss.close();
    },
  };
}
