import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from '../../lib/local/lambda-context';
import { routeIds, routes, type RouteDef, type RouteId } from '@shared/api/routes';

/**
 * Property-based fuzzing of every route of the table with hostile requests: wrong types, unknown
 * keys, deep nesting, invalid JSON, wrong content types, 1 MB strings, control characters, in the
 * path, the query and the body. Each request goes to the domain Lambda's real handler in this
 * process as API Gateway would deliver it after its JWT authorizer (a fresh user id per request,
 * so the per-user rate limit never hides a crash), against the local emulators. The properties:
 * no response is a 5xx, and no request costs the handler more than 200 ms of CPU.
 *
 * The time budget is on CPU time, not wall time: requests run one at a time, so the process's CPU
 * time across a call is the handler's own work (parsing, validation, text checks, serialising),
 * which a hostile input can blow up (a backtracking pattern took seconds on 32 KB), while the
 * waiting a busy machine adds (for the CPU, for DynamoDB Local) is not counted. A call over the
 * budget (or over the 5 s that only a stall reaches in wall time) is measured again with the same
 * input, so one garbage-collection pause or one busy moment does not fail it: only an input that is
 * slow every time does.
 */
// Fuzzing makes thousands of requests: keep the handlers' info logs out of the test output.
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const CPU_BUDGET_MS = 200;
/** Wall time that only a stall reaches, even with the CPU shared by a whole CI run. */
const STALL_MS = 5_000;
const TRIES_OVER_BUDGET = 3;

/** Families of hostile input, each of which can be switched off to narrow down a failure. */
interface Families {
  /** `__proto__` keys nested inside a JSON body. */
  protoKeys: boolean;
  /** Path or query values with malformed % escapes (`%E0%A4%A`). */
  badEscapes: boolean;
  /** 1 MB strings (names, texts, ids); off, they are cut to 10 KB. */
  hugeStrings: boolean;
}
const all: Families = { protoKeys: true, badEscapes: true, hugeStrings: true };

const controlChars = fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u2028', '\ufeff', '\ud800', '\n', '\t'), maxLength: 20 });
const nastyString = (f: Families) =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    controlChars,
    fc.constantFrom('', ' ', '..', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '${jndi:x}', 'null', 'undefined', 'NaN', '-1', '1e309', '0x10', '[]', '{}', 'ø'.repeat(500)),
    fc.constant('x'.repeat(1_000_000)).map((s) => s.slice(0, f.hugeStrings ? 1_000_000 : 10_000)),
    ...(f.badEscapes ? [fc.constantFrom('%', '%E0%A4%A', '%zz', '%%25')] : []),
  );
const jsonKey = (f: Families) =>
  fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('constructor', 'prototype', 'toString', 'id', 'version', 'uid', ...(f.protoKeys ? ['__proto__'] : [])));

/** Any JSON value, some nested deep. */
const nastyJson = (f: Families): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -0, 1e308),
      nastyString(f),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(jsonKey(f), tie('value'), { maxKeys: 4 }),
    ),
  })).value;

const deepNesting = fc.integer({ min: 50, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/** A body that names the route's own fields (so the schema reaches them) with hostile values, plus unknown keys. */
const mutatedBody = (route: RouteDef, f: Families) => {
  const shape = (route.body as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const keys = Object.keys(shape);
  return fc
    .record({ known: fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.constant('x'), nastyJson(f), { maxKeys: Math.max(1, keys.length) }), unknown: fc.dictionary(jsonKey(f), nastyJson(f), { maxKeys: 2 }) })
    .map(({ known, unknown }) => ({ ...unknown, ...known }));
};

const rawBody = (route: RouteDef, f: Families): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    mutatedBody(route, f).map((b) => JSON.stringify(b)),
    nastyJson(f).map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom('{"nope":', '{', 'undefined', "{'a':1}", '{"a":1,}', '\u0000', 'null', '[]', '""', '1', '-'),
    deepNesting,
    ...(f.protoKeys ? [fc.constant('{"a":{"__proto__":{"polluted":true}},"__proto__":{"x":1}}')] : []),
  );

const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '');

const paramNames = (route: RouteDef) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const queryKeys = (route: RouteDef) => Object.keys((route.query as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

const request = (route: RouteDef, f: Families) =>
  fc.record({
    params: fc.record(Object.fromEntries(paramNames(route).map((p) => [p, nastyString(f)]))),
    query: fc.option(
      fc.tuple(
        fc.record(Object.fromEntries(queryKeys(route).map((k) => [k, nastyString(f)])), { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 10 }), nastyString(f), { maxKeys: 2 }),
      ),
      { nil: undefined },
    ),
    body: rawBody(route, f),
    base64: fc.boolean(),
    contentType,
  });

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: unknown) => Promise<{ statusCode: number; body: string }>;
const handlers = new Map<string, Handler>();
async function handlerOf(domain: string): Promise<Handler> {
  if (!handlers.has(domain)) handlers.set(domain, ((await import(`../../lambdas/http/${domain}/index.ts`)) as { handler: Handler }).handler);
  return handlers.get(domain)!;
}

type Sample = fc.Arbitrary<ReturnType<typeof request> extends fc.Arbitrary<infer T> ? T : never> extends fc.Arbitrary<infer S> ? S : never;

async function call(route: RouteDef, sample: Sample, admin: boolean) {
  const handler = await handlerOf(route.domain);
  const uid = randomUUID();
  const rawPath = route.path.replace(/\{\w+\}/g, 'x');
  const query = sample.query ? { ...sample.query[1], ...sample.query[0] } : undefined;
  const now = new Date();
  const body = sample.body === undefined ? undefined : sample.base64 ? Buffer.from(sample.body).toString('base64') : sample.body;
  const event = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: query ? new URLSearchParams(query as Record<string, string>).toString() : '',
    headers: sample.contentType ? { 'content-type': sample.contentType } : {},
    ...(query ? { queryStringParameters: query } : {}),
    pathParameters: sample.params,
    body,
    isBase64Encoded: sample.body !== undefined && sample.base64,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'fuzz' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: { sub: uid, token_use: 'id', email: `${uid}@example.com`, email_verified: 'true', ...(admin ? { 'cognito:groups': '[admins]' } : {}) }, scopes: [] },
      },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
  return handler(event, lambdaContext(`rally-${route.domain}`));
}

/** One call with its wall time and the CPU time this process spent on it, in ms. */
async function timedCall(route: RouteDef, sample: Sample) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await call(route, sample, route.auth === 'admin');
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { res, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

async function fuzz(ids: readonly RouteId[], families: Families, runs: number) {
  const failures: string[] = [];
  const unauthorized: string[] = [];
  const durations: { id: string; ms: number; cpuMs: number }[] = [];
  let requests = 0;
  // Load every handler first: a module's import is start-up cost, not the cost of a request.
  for (const domain of new Set(ids.map((id) => (routes[id] as RouteDef).domain))) await handlerOf(domain);
  for (const id of ids) {
    const route = routes[id] as RouteDef;
    await fc.assert(
      fc.asyncProperty(request(route, families), async (sample) => {
        requests += 1;
        const first = await timedCall(route, sample);
        const { res } = first;
        let { cpuMs, wallMs } = first;
        for (let tries = 1; (cpuMs > CPU_BUDGET_MS || wallMs > STALL_MS) && tries < TRIES_OVER_BUDGET; tries += 1) {
          const again = await timedCall(route, sample);
          cpuMs = Math.min(cpuMs, again.cpuMs);
          wallMs = Math.min(wallMs, again.wallMs);
        }
        durations.push({ id, ms: wallMs, cpuMs });
        // Every request carries a valid caller: a 401 would mean the fuzzer is only knocking on the door.
        if (res.statusCode === 401 && route.auth !== 'public') unauthorized.push(id);
        if (res.statusCode >= 500) {
          const shown = JSON.stringify({ ...sample, body: sample.body?.slice(0, 200) }).slice(0, 400);
          failures.push(`${id}: ${res.statusCode} for ${shown}`);
        }
        return res.statusCode < 500;
      }),
      { numRuns: runs, endOnFailure: true },
    ).catch(() => undefined);
  }
  return { failures, requests, unauthorized, durations };
}

describe('fuzzing every route with hostile requests', () => {
  it(`answers no request with a 5xx (${RUNS} runs a route)`, async () => {
    const { failures, requests, unauthorized, durations } = await fuzz(routeIds, all, RUNS);
    const sorted = durations.map((d) => d.ms).sort((a, b) => a - b);
    const cpu = durations.map((d) => d.cpuMs).sort((a, b) => a - b);
    const slowest = durations.reduce((a, b) => (b.ms > a.ms ? b : a));
    const costliest = durations.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
    const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(list.length * q))]!.toFixed(0);
    console.info(
      `fuzz: ${routeIds.length} routes, ${requests} requests, ${failures.length} responses >= 500; ` +
        `wall median ${at(sorted, 0.5)} ms, p99 ${at(sorted, 0.99)} ms, slowest ${slowest.ms.toFixed(0)} ms (${slowest.id}); ` +
        `CPU median ${at(cpu, 0.5)} ms, p99 ${at(cpu, 0.99)} ms, most ${costliest.cpuMs.toFixed(0)} ms (${costliest.id}); ` +
        `${durations.filter((d) => d.ms > CPU_BUDGET_MS).length} over ${CPU_BUDGET_MS} ms wall`,
    );
    expect(failures).toEqual([]);
    expect([...new Set(unauthorized)]).toEqual([]);
    expect(durations.filter((d) => d.cpuMs > CPU_BUDGET_MS).map((d) => `${d.id} ${d.cpuMs.toFixed(0)} ms CPU`)).toEqual([]);
    // Wall time on a shared machine includes waiting for the CPU: a loose bound only catches a stall.
    expect(durations.filter((d) => d.ms > STALL_MS).map((d) => `${d.id} ${d.ms.toFixed(0)} ms`)).toEqual([]);
  }, 900_000);
});
