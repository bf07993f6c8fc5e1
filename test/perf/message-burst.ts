/**
 * The message burst, on the send path alone: PAIRS people each send a direct message at the same
 * moment through the real messages Lambda handler in this process (as API Gateway calls it after
 * the JWT authorizer), against an in-memory local stack. Prints the send latency (request start
 * to the handler's answer, which comes after the message is stored and pushed) p50 / p99 / max,
 * the DynamoDB requests per send (the send's own: the notifications the local queue consumer
 * works through in the same process are not counted), and this process's CPU per send (the
 * handlers and the SDK all run on its one thread, beside DynamoDB Local's JVM on the same cores). test/perf/messages-latency.ts measures the same burst end
 * to end over real WebSockets; this one needs no Cognito sign-ups and no sockets (everyone is
 * away, so each send also queues its notification), so it runs in seconds on a busy machine.
 *
 *   npx tsx test/perf/message-burst.ts        (PAIRS=100, ROUNDS=3)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { startLocalStack } from '../../lib/local/stack';
import { callRoute, requestCounter, type Caller } from './lambda-call';

const PAIRS = Number(process.env.PAIRS ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

quietSdkWarnings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-burst-'));
const ports = { app: await freePort(), dynamodb: await freePort(), sqs: await freePort(), mail: await freePort(), cognito: await freePort() };
const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'none', seed: false, scheduler: false });

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

try {
  Object.assign(process.env, stack.info.env);
  const { users } = await import('../../lambdas/data/users');
  const requests = await requestCounter();

  const run = Date.now().toString(36);
  const people: Caller[] = Array.from({ length: PAIRS * 2 }, (_, i) => ({ uid: `burst-${run}-${i}`, email: `burst-${run}-${i}@example.com` }));
  for (let i = 0; i < people.length; i += 25) {
    await Promise.all(
      people.slice(i, i + 25).map((p, j) =>
        users.save({ ...p, emailVerified: true }, { displayName: `Burst ${i + j}`, fullName: `Burst Tester ${i + j}`, defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }, privacySettings: { messagesFromAnyone: true } }, undefined),
      ),
    );
  }
  const pairs = Array.from({ length: PAIRS }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
  const opened: string[] = [];
  for (let i = 0; i < pairs.length; i += 10) {
    opened.push(
      ...(await Promise.all(
        pairs.slice(i, i + 10).map(async ([a, b]) => (await callRoute<{ id: string }>(a, 'POST', '/api/conversations/direct', { userId: b.uid })).json.id),
      )),
    );
  }

  console.log(`Direct-message burst, ${PAIRS} senders at once, through the messages handler (DynamoDB Local, in memory):`);
  for (let round = 1; round <= ROUNDS; round++) {
    requests.count = 0;
    const latencies: number[] = [];
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await Promise.all(
      pairs.map(async ([a], i) => {
        const start = performance.now();
        await requests.run(() => callRoute(a, 'POST', `/api/conversations/${opened[i]}/messages`, { text: `burst ${round} from ${i}` }));
        latencies.push(performance.now() - start);
      }),
    );
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `  round ${round}: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
        `max ${Math.max(...latencies).toFixed(0)} ms, all ${PAIRS} in ${wall.toFixed(0)} ms, ${(requests.count / PAIRS).toFixed(1)} DynamoDB requests per send, ` +
        `${((cpu.user + cpu.system) / 1000 / PAIRS).toFixed(1)} ms of this process's CPU per send`,
    );
    // Queued notifications settle before the next round.
    await new Promise((r) => setTimeout(r, 1500));
  }
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
