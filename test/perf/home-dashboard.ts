/**
 * Benchmark: the home dashboard against the local stack. Starts an in-memory stack with
 * the demo seed, then for the seeded player loads GET /api/home
 *   - through the real Lambda handler (as API Gateway calls it after the JWT authorizer), counting
 *     every DynamoDB request the load makes (SDK middleware on the shared client), and
 *   - over HTTP through the local API server with a real cognito-local token,
 * and prints p50/p90 latencies, DynamoDB requests per load by command, and the response size.
 * The page needs 1 API request; the same data from the per-section routes takes 6.
 * Run: npx tsx test/perf/home-dashboard.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '../../lib/local/cognito-pool';
import { freePort } from '../../lib/local/http-util';
import { lambdaContext } from '../../lib/local/lambda-context';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { startLocalStack } from '../../lib/local/stack';
import { lambdaEvent } from './lambda-call';

const RUNS = 50;
const WARMUP = 5;

quietSdkWarnings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-home-'));
const ports = {
  app: await freePort(),
  dynamodb: await freePort(),
  sqs: await freePort(),
  mail: await freePort(),
  cognito: await freePort(),
};
const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'none', seed: true, scheduler: false });

try {
  Object.assign(process.env, stack.info.env);
  const { dynamoClient } = await import('../../lambdas/lib/clients');
  const { handler } = await import('../../lambdas/http/home/index');
  const uid = stack.info.seededUsers.player!;

  let requests: string[] = [];
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      requests.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );

  const event = () => lambdaEvent({ uid, email: 'player@example.com' }, 'GET', '/api/home');

  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

  // Handler: latency and DynamoDB requests per load.
  let body = '';
  const handlerMs: number[] = [];
  let perLoad: string[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    requests = [];
    const t0 = performance.now();
    const result = (await handler(event(), lambdaContext('rally-home'))) as { statusCode: number; body: string };
    const ms = performance.now() - t0;
    if (result.statusCode !== 200) throw new Error(`GET /api/home answered ${result.statusCode}: ${result.body}`);
    if (i >= WARMUP) handlerMs.push(ms);
    body = result.body;
    perLoad = [...requests];
  }
  const dashboard = JSON.parse(body) as Record<string, unknown[] | unknown>;
  const byCommand = perLoad.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

  // HTTP through the local API server with a cognito-local token (what the browser pays).
  const auth = await localCognitoClient(stack.info.cognitoEndpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.info.clientId,
      AuthParameters: { USERNAME: 'player@example.com', PASSWORD: 'Password123!' },
    }),
  );
  const token = auth.AuthenticationResult!.IdToken!;
  const url = `${stack.info.appUrl.replace('localhost', '127.0.0.1')}/api/home`;
  const httpMs: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.text();
    if (res.status !== 200) throw new Error(`HTTP GET /api/home answered ${res.status}`);
    if (i >= WARMUP) httpMs.push(performance.now() - t0);
  }

  console.log(`Home dashboard, seeded player, ${RUNS} loads after ${WARMUP} warm-up loads:`);
  console.table({
    'handler (Lambda path)': { p50_ms: percentile(handlerMs, 50).toFixed(1), p90_ms: percentile(handlerMs, 90).toFixed(1) },
    'HTTP via local API server': { p50_ms: percentile(httpMs, 50).toFixed(1), p90_ms: percentile(httpMs, 90).toFixed(1) },
  });
  console.log(
    `DynamoDB requests per load: ${perLoad.length} (${Object.entries(byCommand)
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')})`,
  );
  console.log(`API requests per page load: 1 (the per-section routes would take 6)`);
  console.log(
    `Response: ${(Buffer.byteLength(body) / 1000).toFixed(1)} KB; ` +
      ['upcomingEvents', 'nearbyEvents', 'nearbyPlayers', 'registrations', 'teams', 'incompleteTasks']
        .map((k) => `${k} ${(dashboard[k] as unknown[]).length}`)
        .join(', '),
  );
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
