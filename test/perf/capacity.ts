/**
 * DynamoDB cost per hot request: starts an in-memory local stack with the demo seed, asks every
 * DynamoDB call for its consumed capacity (ReturnConsumedCapacity TOTAL, added by SDK middleware
 * on the shared client, so the handlers are unchanged), runs each hot route through its real
 * Lambda handler and prints read and write capacity units and the number of DynamoDB requests per
 * call. DynamoDB Local computes capacity as DynamoDB does (4 KB per read unit, 1 KB per write unit,
 * eventually consistent reads at half); on-demand prices in docs/scale.md turn them into dollars.
 *
 *   npx tsx test/perf/capacity.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { startLocalStack } from '../../lib/local/stack';
import { callRoute, type Caller } from './lambda-call';

const RUNS = 5;

quietSdkWarnings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-capacity-'));
const ports = { app: await freePort(), dynamodb: await freePort(), sqs: await freePort(), mail: await freePort(), cognito: await freePort() };
const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'none', seed: true, scheduler: false });

interface Tally {
  requests: number;
  read: number;
  write: number;
}
let tally: Tally = { requests: 0, read: 0, write: 0 };

/** Capacity units of one response: a single record, or one per table and index touched. */
function addCapacity(consumed: ConsumedCapacity | ConsumedCapacity[] | undefined, kind: 'read' | 'write') {
  for (const c of [consumed ?? []].flat()) {
    tally.read += c.ReadCapacityUnits ?? (kind === 'read' ? (c.CapacityUnits ?? 0) : 0);
    tally.write += c.WriteCapacityUnits ?? (kind === 'write' ? (c.CapacityUnits ?? 0) : 0);
  }
}
const writes = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

/** Mean capacity and requests of `run` over `runs` calls (each call may create its own state). */
async function measure(run: (i: number) => Promise<unknown>, runs = RUNS): Promise<Tally> {
  const total: Tally = { requests: 0, read: 0, write: 0 };
  for (let i = 0; i < runs; i++) {
    tally = { requests: 0, read: 0, write: 0 };
    await run(i);
    total.requests += tally.requests;
    total.read += tally.read;
    total.write += tally.write;
  }
  return { requests: total.requests / runs, read: total.read / runs, write: total.write / runs };
}

try {
  Object.assign(process.env, stack.info.env);
  const { dynamoClient } = await import('../../lambdas/lib/clients');
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      tally.requests += 1;
      const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
      addCapacity(output.ConsumedCapacity, writes.has(context.commandName ?? '') ? 'write' : 'read');
      return result;
    },
    { step: 'initialize', name: 'consumedCapacity' },
  );

  const player: Caller = { uid: stack.info.seededUsers.player!, email: 'player@example.com' };
  const organizer: Caller = { uid: stack.info.seededUsers.organizer!, email: 'organizer@example.com' };
  const denver = 'lat=39.7392&lng=-104.9903';

  const nearby = await callRoute<{ items: { id: string; creatorId?: string; creator?: { id: string } }[] }>(player, 'GET', `/api/events/nearby?${denver}&radius=25`);
  const eventIds = nearby.json.items.map((e) => e.id);
  if (eventIds.length === 0) throw new Error('the seed has no events near Denver');
  const conversation = await callRoute<{ id: string }>(player, 'POST', '/api/conversations/direct', { userId: organizer.uid });

  // The first home load in a process reads the nearby covers; later loads within 30 s share them.
  const homeCold = await measure(() => callRoute(player, 'GET', '/api/home'), 1);
  const rows: Record<string, Tally> = {
    'home dashboard, first load in a process': homeCold,
    'home dashboard (GET /api/home), warm': await measure(() => callRoute(player, 'GET', '/api/home')),
    'nearby events, 5 miles': await measure(() => callRoute(player, 'GET', `/api/events/nearby?${denver}&radius=5`)),
    'nearby events, 10 miles': await measure(() => callRoute(player, 'GET', `/api/events/nearby?${denver}&radius=10`)),
    'get event': await measure((i) => callRoute(player, 'GET', `/api/events/${eventIds[i % eventIds.length]}`)),
    // Join, then leave, so every run joins an event the player is not in.
    'RSVP (join)': await measure(async (i) => {
      const id = eventIds[i % eventIds.length]!;
      await callRoute(organizer, 'DELETE', `/api/events/${id}/rsvps/me`).catch(() => undefined);
      tally = { requests: 0, read: 0, write: 0 };
      await callRoute(organizer, 'POST', `/api/events/${id}/rsvps`, {});
    }),
    'send message': await measure((i) => callRoute(player, 'POST', `/api/conversations/${conversation.json.id}/messages`, { text: `Capacity check ${i}` })),
  };

  // Both seeded people follow every activity around Denver, so the digest has subscribers to mail.
  const { activityOptions } = await import('@shared/schemas/activity-subscription');
  for (const person of [player, organizer]) {
    const subscription = { id: Date.now(), address: { name: 'Denver', lat: 39.7392, lng: -104.9903, description: 'Denver, CO' }, radius: 25, activities: activityOptions, startDate: null, endDate: null };
    await callRoute(person, 'PUT', `/api/users/${person.uid}/activity-subscriptions`, { activitySubscriptions: [subscription] });
  }
  const { sendDigests } = await import('../../lambdas/domain/digests/send-digests');
  tally = { requests: 0, read: 0, write: 0 };
  const digest = await sendDigests();
  const perSubscriber = Math.max(1, digest.users);
  rows[`digest, per subscriber (${digest.users} subscribers, ${digest.mailed} mailed)`] = {
    requests: tally.requests / perSubscriber,
    read: tally.read / perSubscriber,
    write: tally.write / perSubscriber,
  };

  console.log(`DynamoDB capacity per call, mean of ${RUNS} calls through the real handlers (demo seed):`);
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, t]) => [name, { requests: t.requests.toFixed(1), RCU: t.read.toFixed(1), WCU: t.write.toFixed(1) }]),
    ),
  );
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
