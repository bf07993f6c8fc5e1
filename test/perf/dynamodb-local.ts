/**
 * What one request of each kind costs DynamoDB Local and the SDK here: 100 at once, six times, for
 * put, get, update, query, a 6-key BatchGetItem and a 3-item TransactWriteItems, under the JVM
 * options `npm start` uses (the quick JIT tier) and under the JVM's defaults, as a baseline.
 * Prints the wall time of the last three rounds of each (the first three warm up), this process's
 * CPU per request (the SDK's share), and the ratio of the two JVM settings.
 *
 *   npx tsx test/perf/dynamodb-local.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { freePort } from '../../lib/local/http-util';
import { ensureTable, quickJit, startDynamo } from '../../lib/local/dynamodb';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';

quietSdkWarnings();
const AT_ONCE = 100;
const ROUNDS = 6;
const WARM_UP = 3;
const TableName = 'rally-perf';
const text = 'x'.repeat(300);

type Operation = [name: string, request: (i: number, round: number) => object];
const operations: Operation[] = [
  ['put', (i, r) => new PutCommand({ TableName, Item: { pk: `p${i}`, sk: `s${r}`, text } })],
  ['get', (i, r) => new GetCommand({ TableName, Key: { pk: `p${i}`, sk: `s${r}` } })],
  ['update', (i) => new UpdateCommand({ TableName, Key: { pk: `c${i}`, sk: 'w' }, UpdateExpression: 'ADD #c :one', ExpressionAttributeNames: { '#c': 'c' }, ExpressionAttributeValues: { ':one': 1 } })],
  ['query', (i) => new QueryCommand({ TableName, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': `p${i}` } })],
  ['batchGet 6 keys', (i, r) => new BatchGetCommand({ RequestItems: { [TableName]: { Keys: Array.from({ length: 6 }, (_, k) => ({ pk: `p${(i + k) % AT_ONCE}`, sk: `s${r}` })) } } })],
  [
    'transactWrite 3 items',
    (i, r) =>
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk: `m${i}`, sk: `x${r}`, text } } },
          { Update: { TableName, Key: { pk: `conv${i}`, sk: 'c' }, UpdateExpression: 'SET lastText = :t', ExpressionAttributeValues: { ':t': text } } },
          {
            Update: {
              TableName,
              Key: { pk: `win${i}`, sk: `w${r}` },
              UpdateExpression: 'ADD #c :one',
              ConditionExpression: 'attribute_not_exists(#c) OR #c < :limit',
              ExpressionAttributeNames: { '#c': 'c' },
              ExpressionAttributeValues: { ':one': 1, ':limit': 10 },
            },
          },
        ],
      }),
  ],
];

async function measure(jvmOptions: string[]): Promise<Map<string, { wallMs: number; cpuMsPerRequest: number }>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-ddb-'));
  const dynamo = await startDynamo({ port: await freePort(), dataDir, inMemory: true, jvmOptions });
  const results = new Map<string, { wallMs: number; cpuMsPerRequest: number }>();
  try {
    await ensureTable(dynamo.client, TableName);
    const doc = DynamoDBDocumentClient.from(dynamo.client);
    for (const [name, request] of operations) {
      let wallMs = 0;
      let cpuMs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => doc.send(request(i, round) as never)));
        const cpu = process.cpuUsage(cpu0);
        if (round >= WARM_UP) {
          wallMs += performance.now() - t0;
          cpuMs += (cpu.user + cpu.system) / 1000;
        }
      }
      const measured = ROUNDS - WARM_UP;
      results.set(name, { wallMs: wallMs / measured, cpuMsPerRequest: cpuMs / measured / AT_ONCE });
    }
  } finally {
    await dynamo.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const settings: Array<[string, string[]]> = [
  [`quick JIT (${quickJit.join(' ')}, as npm start)`, quickJit],
  ['JVM defaults (baseline)', []],
];
const measured = new Map<string, Awaited<ReturnType<typeof measure>>>();
for (const [label, options] of settings) measured.set(label, await measure(options));

console.log(`DynamoDB Local, ${AT_ONCE} requests at once, mean of ${ROUNDS - WARM_UP} rounds after ${WARM_UP} to warm up (load ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} cores):`);
const [quick, baseline] = [...measured.values()] as [Map<string, { wallMs: number; cpuMsPerRequest: number }>, Map<string, { wallMs: number; cpuMsPerRequest: number }>];
let quickTotal = 0;
let baselineTotal = 0;
for (const [name] of operations) {
  const q = quick.get(name)!;
  const b = baseline.get(name)!;
  quickTotal += q.wallMs;
  baselineTotal += b.wallMs;
  console.log(
    `  ${name.padEnd(22)} quick JIT ${q.wallMs.toFixed(0).padStart(5)} ms, defaults ${b.wallMs.toFixed(0).padStart(5)} ms (${(q.wallMs / b.wallMs).toFixed(2)}×); ` +
      `SDK CPU ${q.cpuMsPerRequest.toFixed(2)} ms a request`,
  );
}
console.log(`  all six: quick JIT ${quickTotal.toFixed(0)} ms, defaults ${baselineTotal.toFixed(0)} ms, ratio ${(quickTotal / baselineTotal).toFixed(2)}`);
