/**
 * The middy stack's own cost per request, in process: GET /api/health (its domain call does
 * nothing but answer) through the real handler, against a bare handler that answers the same
 * response with no middleware. Means over many calls after a warm-up. Used by load.ts; alone:
 *
 *   npx tsx test/perf/middleware-overhead.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { lambdaContext } from '../../lib/local/lambda-context';

const CALLS = 20_000;
const WARMUP = 2_000;

/** An anonymous GET /api/health as API Gateway passes it (the route is public: no authorizer claims). */
const healthEvent = (): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'GET /api/health',
    rawPath: '/api/health',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/api/health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'in-process' },
      requestId: randomUUID(),
      routeKey: 'GET /api/health',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  }) as APIGatewayProxyEventV2;

const bare = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ ok: true, time: new Date().toISOString() }),
});

async function meanMicros(fn: () => Promise<{ statusCode: number }>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) {
    const out = await fn();
    if (out.statusCode !== 200) throw new Error(`answered ${out.statusCode}: ${JSON.stringify(out)}`);
  }
  return ((performance.now() - t0) * 1000) / CALLS;
}

export async function middlewareOverhead(): Promise<{ calls: number; stackUs: number; bareUs: number }> {
  // The logger would print a line per call at debug level; the figures are about the stack, not the terminal.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // The health route reads no table; the stack still parses its configuration once.
  process.env.TABLE_NAME ??= 'rally-local';
  // Public route: API Gateway passes no authorizer claims, which the handler's event type cannot say.
  const { handler } = (await import('../../lambdas/http/system/index')) as unknown as {
    handler: (event: APIGatewayProxyEventV2, context: unknown) => Promise<{ statusCode: number }>;
  };
  const context = lambdaContext('rally-system');
  const stackUs = await meanMicros(() => handler(healthEvent(), context));
  const bareUs = await meanMicros(bare);
  return { calls: CALLS, stackUs, bareUs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const o = await middlewareOverhead();
  console.log(
    `GET /api/health through the middy stack ${o.stackUs.toFixed(0)} µs, a bare handler ${o.bareUs.toFixed(0)} µs: ` +
      `${((o.stackUs - o.bareUs) / 1000).toFixed(3)} ms per request (${o.calls} calls each)`,
  );
}
