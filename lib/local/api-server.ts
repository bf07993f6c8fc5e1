import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { findRoute } from '@shared/api/routes';
import { apiMessages } from '@shared/constants/messages';
import { isPublicPagePath, PUBLIC_PAGE_DOCUMENT } from '@shared/constants/public-pages';
import type { WebConfig } from '@shared/schemas/config';
import { domainEntry, rawRoutes } from '../manifest';
import { contentSecurityPolicy, crossOriginOpenerPolicy, openerPolicyFor, permissionsPolicy, referrerPolicy } from '../security-headers';
import { DNS_FAKE_PREFIX, type DnsFake } from './dns-fake';
import { SCHEDULER_FAKE_PREFIX, type SchedulerFake } from './scheduler-fake';
import { BodyTooLargeError, listen, readBody } from './http-util';
import { lambdaContext } from './lambda-context';
import { STRIPE_FAKE_PREFIX, type StripeFake } from './stripe-fake';
import { attachWebSockets } from './ws-server';

const root = path.resolve(import.meta.dirname, '../..');

export interface ApiServerOptions {
  port: number;
  webConfig: WebConfig;
  /** cognito-local: where its JWKS lives and what issuer its tokens carry. */
  auth: { jwksUrl: string; issuer: string; clientId: string };
  web: 'dist' | 'vite' | 'none';
  /** Answers /stripe-fake/* when no Stripe key is set (lib/local/stripe-fake.ts). */
  stripeFake?: StripeFake;
  /** Answers /dns-fake/* (lib/local/dns-fake.ts): the TXT records custom-domain proofs look up. */
  dnsFake?: DnsFake;
  /** Answers /scheduler-fake/* (lib/local/scheduler-fake.ts): the one-time schedules' twin. */
  schedulerFake?: SchedulerFake;
  log: (line: string) => void;
}


type DomainHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: unknown) => Promise<APIGatewayProxyStructuredResultV2 | string | object>;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Headers CloudFront's response-headers policy adds in AWS (lib/constructs/web-hosting.ts). */
function webSecurityHeaders(cognitoOrigin: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy([
      cognitoOrigin,
      cognitoOrigin.replace('127.0.0.1', 'localhost'),
      // ws: the local WebSocket API on this server (any local host name: custom domains too).
      'ws://localhost:*',
      'ws://127.0.0.1:*',
      'ws://*.localhost:*',
    ]),
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': crossOriginOpenerPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': referrerPolicy,
  };
}

function decodesCleanly(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The local twin of CloudFront + HTTP API: serves the SPA and /config.json, and turns each
 * /api request into an API Gateway HTTP API v2 event (JWT authorizer claims verified against
 * cognito-local's JWKS) for the route-table domain's real Lambda handler.
 */
export async function startApiServer(opts: ApiServerOptions) {
  const jwks = createRemoteJWKSet(new URL(opts.auth.jwksUrl));
  const handlers = new Map<string, Promise<DomainHandler>>();
  const loadDomain = (domain: string) => {
    let h = handlers.get(domain);
    if (!h) {
      h = import(pathToFileURL(path.join(root, domainEntry(domain))).href).then((m: { handler: DomainHandler }) => m.handler);
      handlers.set(domain, h);
    }
    return h;
  };

  async function verify(authorization: string | undefined): Promise<JWTPayload | null> {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      // The API is built for id tokens (they carry `email`): an access token, which the HTTP API
      // authorizer would let through on its `client_id`, is refused here as the middleware refuses it in AWS.
      const { payload } = await jwtVerify(token, jwks, { issuer: opts.auth.issuer, audience: opts.auth.clientId });
      return payload.token_use === 'id' ? payload : null;
    } catch {
      return null;
    }
  }

  async function handleRaw(req: http.IncomingMessage, res: http.ServerResponse, url: URL, entry: string) {
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
    const mod = (await import(pathToFileURL(path.join(root, entry)).href)) as { handler: (e: unknown) => Promise<APIGatewayProxyStructuredResultV2> };
    const r = await mod.handler({
      version: '2.0',
      routeKey: `${req.method} ${url.pathname}`,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      body,
      isBase64Encoded: false,
      requestContext: { http: { method: req.method, path: url.pathname, sourceIp: req.socket.remoteAddress ?? '127.0.0.1' }, requestId: randomUUID(), timeEpoch: Date.now() },
    });
    res.writeHead(r.statusCode ?? 200, (r.headers ?? {}) as Record<string, string>);
    res.end(r.body ?? '');
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const raw = rawRoutes.find((r) => r.method === req.method && r.path === url.pathname);
    if (raw) return handleRaw(req, res, url, raw.entry);
    const match = findRoute(req.method ?? 'GET', url.pathname);
    if (!match) return sendJson(res, 404, { message: apiMessages.routeNotFound });
    const { route } = match;
    // A public route takes a valid token when one is sent (a signed-in reader: blocks apply) and
    // anyone without; in AWS the function checks that token itself (lambdas/lib/bearer-identity.ts).
    const claims: JWTPayload | null = await verify(req.headers.authorization);
    if (!claims && route.auth !== 'public') return sendJson(res, 401, { message: apiMessages.unauthorized });
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
    const query: Record<string, string> = {};
    for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
    const now = new Date();
    const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
      version: '2.0',
      routeKey: `${route.method} ${route.path}`,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
      ...(Object.keys(match.params).length ? { pathParameters: match.params } : {}),
      body: body || undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method: route.method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey: `${route.method} ${route.path}`,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        authorizer: {
          principalId: '',
          integrationLatency: 0,
          // API Gateway passes claim values as strings.
          jwt: {
            claims: Object.fromEntries(Object.entries(claims ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v)])),
            scopes: [],
          },
        },
      },
    } as APIGatewayProxyEventV2WithJWTAuthorizer;
    const handler = await loadDomain(route.domain);
    const result = await handler(event, lambdaContext(`rally-${route.domain}`));
    if (typeof result === 'object' && result !== null && 'statusCode' in result) {
      const r = result as APIGatewayProxyStructuredResultV2;
      res.writeHead(r.statusCode ?? 200, (r.headers ?? {}) as Record<string, string>);
      res.end(r.body ?? '');
    } else {
      sendJson(res, 200, result);
    }
  }

  const distDir = path.join(root, 'web', 'dist');
  const securityHeaders = webSecurityHeaders(new URL(opts.auth.jwksUrl).origin);
  function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = path.join(distDir, rel);
    const missing = !file.startsWith(distDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory();
    if (missing && url.pathname.startsWith('/assets/')) {
      // A hashed asset from an older build: a real 404, so the SPA shows its "new version" message.
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...securityHeaders });
      return res.end('Not found');
    }
    if (missing) {
      // The product's own domains serve the public pages from the light public build, as the
      // CloudFront function does; every other path gets index.html and the app's router decides
      // (the error page included).
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      const light = isPublicPagePath(url.pathname) && opts.webConfig.appDomains.includes(host);
      file = path.join(distDir, light && fs.existsSync(path.join(distDir, PUBLIC_PAGE_DOCUMENT)) ? PUBLIC_PAGE_DOCUMENT : 'index.html');
    }
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    // Like CloudFront's automatic compression: text assets go out brotli- or gzip-compressed.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = !/^(text\/|application\/(json|manifest)|image\/svg)/.test(type) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const headers = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...securityHeaders,
      'cross-origin-opener-policy': openerPolicyFor(url.pathname),
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, headers);
      return res.end();
    }
    if (!encoding) {
      res.writeHead(200, headers);
      return void fs.createReadStream(file).pipe(res);
    }
    compressed(file, encoding).then(
      (body) => {
        res.writeHead(200, headers);
        res.end(body);
      },
      (error: unknown) => {
        opts.log(`compressing ${file} failed: ${(error as Error).stack ?? String(error)}`);
        sendJson(res, 500, { message: apiMessages.internal });
      },
    );
  }

  /**
   * Compressed copies of the built files, made once per file version, off the event loop (the
   * same loop runs every Lambda handler): a CDN edge keeps its compressed copy too, so only the
   * first request of a file waits for it.
   */
  const compressedCache = new Map<string, Promise<Buffer>>();
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  function compressed(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
    let body = compressedCache.get(key);
    if (!body) {
      const raw = fs.readFileSync(file);
      body = encoding === 'br' ? brotli(raw) : gzip(raw, { level: 9 });
      compressedCache.set(key, body);
      body.catch(() => compressedCache.delete(key));
    }
    return body;
  }
  /** Brotli copies of the built text files, made one at a time in the background once the server listens. */
  async function warmCompressed() {
    const files = fs.existsSync(distDir) ? fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(distDir, f)) : [];
    for (const file of files) {
      if (!/\.(js|css|html|json|webmanifest|svg)$/.test(file) || !fs.statSync(file).isFile()) continue;
      await compressed(file, 'br').catch(() => undefined);
    }
  }

  let vite: { middlewares: http.RequestListener & ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void); close: () => Promise<void> } | undefined;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      try {
        // Every route decodes its path; a malformed %-escape is the request's fault, not a crash.
        if (!decodesCleanly(url.pathname)) {
          return sendJson(res, 400, { message: `${apiMessages.invalidInput}: path`, issues: [{ path: 'path', message: 'Malformed %-escape in the path' }] });
        }
        if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return await handleApi(req, res, url);
        if (opts.stripeFake && (url.pathname === STRIPE_FAKE_PREFIX || url.pathname.startsWith(`${STRIPE_FAKE_PREFIX}/`))) {
          return await opts.stripeFake.handle(req, res, url, await readBody(req));
        }
        if (opts.dnsFake && (url.pathname === DNS_FAKE_PREFIX || url.pathname.startsWith(`${DNS_FAKE_PREFIX}/`))) {
          return opts.dnsFake.handle(req, res, url, await readBody(req));
        }
        if (opts.schedulerFake && url.pathname.startsWith(`${SCHEDULER_FAKE_PREFIX}/`)) {
          return await opts.schedulerFake.handle(req, res, url, await readBody(req));
        }
        if (url.pathname.startsWith('/ws-callback/@connections/')) return realtime.handleCallback(req, res, url, await readBody(req));
        if (url.pathname === '/config.json') return sendJson(res, 200, opts.webConfig);
        if (opts.web === 'vite' && vite) {
          return vite.middlewares(req, res, () => sendJson(res, 404, { message: apiMessages.notFound }));
        }
        if (opts.web === 'dist') return serveStatic(req, res, url);
        return sendJson(res, 404, { message: apiMessages.notFound });
      } catch (error) {
        if (error instanceof BodyTooLargeError && !res.headersSent) {
          // Like Lambda: a payload over 6 MB is refused (413) before any handler runs.
          const tooLarge = { message: `Request body too large: at most ${error.limit / (1024 * 1024)} MB` };
          return sendJson(res, 413, tooLarge, req.complete ? {} : { connection: 'close' });
        }
        opts.log(`request failed: ${req.method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
        if (!res.headersSent) sendJson(res, 500, { message: apiMessages.internal });
        else res.end();
      }
    })();
  });
  if (opts.web === 'vite') {
    const { createServer } = await import('vite');
    vite = (await createServer({
      configFile: path.join(root, 'vite.config.ts'),
      server: { middlewareMode: true, ws: { server } },
      appType: 'spa',
    })) as unknown as typeof vite;
  }
  const realtime = attachWebSockets(server, {
    verify: async (token) => {
      const claims = await verify(`Bearer ${token}`);
      return claims?.sub ? { uid: claims.sub, iat: claims.iat ?? 0 } : null;
    },
    log: opts.log,
  });
  await listen(server, opts.port);
  if (opts.web === 'dist') void warmCompressed();
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return {
    url: `http://localhost:${opts.port}`,
    stop: async () => {
      realtime.close();
      await vite?.close();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
