/**
 * Benchmark: live message delivery on the local stack with 200 people connected over
 * real WebSockets. One team with all 200 as members: a member posts to the team discussion and the
 * server pushes it to the other 199 connections; then 100 pairs send each other a direct message.
 * Prints delivery latency (send request start → the message arriving on a recipient's socket),
 * p50 / p99 / max, for both. Run: npx tsx test/perf/messages-latency.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import { localCognitoClient } from '../../lib/local/cognito-pool';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { ensureCognitoUser } from '../../lib/local/seed';
import { startLocalStack } from '../../lib/local/stack';
import type { RealtimeEvent } from '@shared/schemas/message';

const USERS = 200;
const TEAM_MESSAGES = 10;

quietSdkWarnings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-messages-'));
const ports = { app: await freePort(), dynamodb: await freePort(), sqs: await freePort(), mail: await freePort(), cognito: await freePort() };
const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'none', seed: false, scheduler: false });
const base = stack.info.appUrl.replace('localhost', '127.0.0.1');
const cognito = localCognitoClient(stack.info.cognitoEndpoint);

async function call(method: string, route: string, token: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Run `fn` over items, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)))));
  return out;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const report = (label: string, values: number[]) =>
  console.log(`${label}: ${values.length} deliveries, p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`);

try {
  const started = Date.now();
  const people = await inBatches(
    Array.from({ length: USERS }, (_, i) => i),
    20,
    async (i) => {
      const email = `perf-${i}-${Date.now()}@example.com`;
      const uid = await ensureCognitoUser(cognito, stack.info.userPoolId, email, 'Password123!');
      const out = await cognito.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.info.clientId, AuthParameters: { USERNAME: email, PASSWORD: 'Password123!' } }),
      );
      const token = out.AuthenticationResult!.IdToken!;
      await call('PUT', `/api/users/${uid}`, token, {
        displayName: `Player ${i}`,
        fullName: `Player ${i}`,
        defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
        joinReason: 'Find-people',
      });
      return { uid, token };
    },
  );
  const team = await call('POST', '/api/teams', people[0]!.token, {
    name: 'Perf United',
    kind: 'team',
    gameType: 'Soccer',
    description: 'Benchmark team',
    city: 'Denver, CO',
    lat: 39.7392,
    lng: -104.9903,
  });
  await inBatches(people.slice(1), 20, (p) => call('POST', `/api/teams/${String(team.id)}/members`, p.token));
  console.log(`setup: ${USERS} people with profiles in one team, ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Everyone connects.
  const arrivals = new Map<string, number[]>();
  const sockets = await inBatches(people, 50, async (p) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?token=${encodeURIComponent(p.token)}`);
    ws.on('message', (data) => {
      const event = JSON.parse(data.toString()) as RealtimeEvent;
      if (event.type !== 'message') return;
      const list = arrivals.get(event.message.text) ?? [];
      list.push(performance.now());
      arrivals.set(event.message.text, list);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return ws;
  });
  console.log(`connected: ${sockets.length} WebSockets`);

  const waitFor = async (text: string, count: number) => {
    const deadline = Date.now() + 30_000;
    while ((arrivals.get(text)?.length ?? 0) < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    return arrivals.get(text) ?? [];
  };

  // Team fan-out: 1 → 200 (the sender's own socket gets it too).
  const team200: number[] = [];
  for (let m = 0; m < TEAM_MESSAGES; m++) {
    const text = `team message ${m}`;
    const sender = people[(m * 17) % USERS]!;
    const t0 = performance.now();
    await call('POST', `/api/conversations/team_${String(team.id)}/messages`, sender.token, { text });
    const got = await waitFor(text, USERS);
    team200.push(...got.map((t) => t - t0));
    if (got.length < USERS) console.log(`  ${text}: only ${got.length} of ${USERS} arrived`);
  }

  // Direct: 100 pairs at once.
  const pairs = Array.from({ length: USERS / 2 }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);
  const opened = await inBatches(pairs, 25, ([a, b]) => call('POST', '/api/conversations/direct', a.token, { userId: b.uid }));
  const direct: number[] = [];
  await Promise.all(
    pairs.map(async ([a], i) => {
      const text = `direct ${i}`;
      const t0 = performance.now();
      await call('POST', `/api/conversations/${String(opened[i]!.id)}/messages`, a.token, { text });
      const got = await waitFor(text, 2);
      direct.push(...got.map((t) => t - t0));
    }),
  );

  console.log(`\nDelivery latency, ${USERS} connected users, local stack (DynamoDB Local, one Node process):`);
  report(`  team discussion, 1 → ${USERS} sockets (${TEAM_MESSAGES} messages)`, team200);
  report(`  direct messages, ${pairs.length} pairs sending at once`, direct);
  for (const ws of sockets) ws.close();
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
