/**
 * Hot key: PEOPLE people RSVP to one popular event at the same moment, through the real domain
 * function (`rsvpEvent`: the block check, the join rule, the transaction on the occurrence's
 * counter with its capacity condition) against DynamoDB Local. Then counts what a person would
 * notice: joins answered but not stored (lost writes), more joined than the capacity (oversell),
 * the counter disagreeing with the stored RSVPs, refusals other than "full" (throttling,
 * transaction conflicts the retries gave up on), and the time it took.
 *
 *   npx tsx test/perf/hot-event.ts            (PEOPLE=500, CAPACITY=300)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { startLocalStack } from '../../lib/local/stack';

const PEOPLE = Number(process.env.PEOPLE ?? 500);
const CAPACITY = Number(process.env.CAPACITY ?? 300);

quietSdkWarnings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-hot-'));
const ports = { app: await freePort(), dynamodb: await freePort(), sqs: await freePort(), mail: await freePort(), cognito: await freePort() };
const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'none', seed: false, scheduler: false });

try {
  Object.assign(process.env, stack.info.env);
  const { eventInput } = await import('@shared/schemas/event');
  const { events } = await import('../../lambdas/data/events');
  const { rsvps } = await import('../../lambdas/data/rsvps');
  const { users } = await import('../../lambdas/data/users');
  const { toStoredFields, occurrencesOf } = await import('../../lambdas/domain/events/event-dto');
  const { rsvpEvent } = await import('../../lambdas/domain/events/rsvp');

  const run = Date.now().toString(36);
  const uids = Array.from({ length: PEOPLE + 1 }, (_, i) => `hot-${run}-${i}`);
  // Profiles written directly: the benchmark is about the RSVP path, not sign-up.
  for (let i = 0; i < uids.length; i += 25) {
    await Promise.all(
      uids.slice(i, i + 25).map((uid, j) =>
        users.save({ uid, email: `${uid}@example.com`, emailVerified: true }, { displayName: `Hot ${i + j}`, fullName: `Hot Tester ${i + j}` }, undefined),
      ),
    );
  }
  const organiser = uids[0]!;
  const input = eventInput.parse({
    title: 'Sold-out final',
    gameType: 'Soccer',
    description: 'Everyone wants in',
    dateStart: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    timeZone: 'America/Denver',
    duration: { hours: 2, minutes: 0 },
    location: { name: 'Stadium', address: '1 Main St, Denver, CO', lat: 39.7392, lng: -104.9903 },
    capacity: CAPACITY,
  });
  const stored = toStoredFields(input);
  const eventId = `hot-${run}`;
  await events.put({ eventId, creatorId: organiser, cancelled: false, favoriteCount: 0, version: 1, ...stored });
  const occurrence = occurrencesOf(stored)[0]!;

  const outcomes = new Map<string, number>();
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  const answeredJoined = new Set<string>();
  const t0 = performance.now();
  await Promise.all(
    uids.slice(1).map(async (uid) => {
      try {
        const out = (await rsvpEvent({ uid }, eventId, { series: false, guests: 0 })) as { items?: Array<{ status: string }> } | { status: string };
        const status = 'items' in out ? out.items?.[0]?.status : (out as { status: string }).status;
        count(`answered ${status ?? 'ok'}`);
        if (status === 'joined') answeredJoined.add(uid);
      } catch (error) {
        const e = error as Error & { statusCode?: number };
        count(`refused ${e.statusCode ?? ''} ${e.message}`.slice(0, 90));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;

  const all = await rsvps.ofOccurrence(eventId, occurrence);
  const storedJoined = new Set(all.filter((r) => r.status === 'joined').map((r) => r.userId));
  const counter = await rsvps.counters(eventId, occurrence);
  const lost = [...answeredJoined].filter((uid) => !storedJoined.has(uid)).length;
  const unanswered = [...storedJoined].filter((uid) => !answeredJoined.has(uid)).length;

  console.log(`${PEOPLE} concurrent RSVPs to one event (capacity ${CAPACITY}) through rsvpEvent, DynamoDB Local: ${seconds.toFixed(1)} s`);
  console.table(Object.fromEntries([...outcomes].map(([k, v]) => [k, { count: v }])));
  console.log(
    [
      `stored joined RSVPs: ${storedJoined.size}`,
      `occurrence counter 'taken': ${String((counter as { taken?: number }).taken ?? 0)}`,
      `oversold: ${Math.max(0, storedJoined.size - CAPACITY)}`,
      `lost writes (answered joined, not stored): ${lost}`,
      `stored but answered otherwise: ${unanswered}`,
    ].join('\n'),
  );
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
