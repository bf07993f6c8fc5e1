/**
 * A message to a big team discussion (docs/scale.md, item 3): MEMBERS people in one team, one of
 * them sends through the real messages handler in this process, against an in-memory local stack.
 * Prints the sender's latency and DynamoDB requests (the author's push and the queued slices only),
 * the slices queued, how long the notify queue took to deliver every slice (pushes and notices,
 * worked by the real notify consumer through the local poller), and checks that every other member
 * was reached exactly once: nobody has a socket here, so each gets one stored notice. Exits 1 when
 * anyone was missed or notified twice.
 *
 *   npx tsx test/perf/team-fan-out.ts        (MEMBERS=5000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { startLocalStack } from '../../lib/local/stack';
import { callRoute, requestCounter, type Caller } from './lambda-call';

const MEMBERS = Number(process.env.MEMBERS ?? 5000);

quietSdkWarnings();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-perf-fanout-'));
const ports = {
  app: await freePort(),
  dynamodb: await freePort(),
  sqs: await freePort(),
  mail: await freePort(),
  cognito: await freePort(),
};
const stack = await startLocalStack({ ports, dataDir, inMemory: true, web: 'none', seed: false, scheduler: false });
let failed: boolean | undefined;

try {
  Object.assign(process.env, stack.info.env);
  const { sqsClient } = await import('../../lambdas/lib/clients');
  const { queueUrl } = await import('../../lambdas/lib/env');
  const { users } = await import('../../lambdas/data/users');
  const { memberships } = await import('../../lambdas/data/memberships');
  const { notifications } = await import('../../lambdas/data/notifications');
  const { FANOUT_SLICE, messageNoticeId } = await import('../../lambdas/domain/messages/delivery');
  const requests = await requestCounter();

  const run = Date.now().toString(36);
  const people: Caller[] = Array.from({ length: MEMBERS }, (_, i) => ({
    uid: `fan-${run}-${i}`,
    email: `fan-${run}-${i}@example.com`,
  }));
  const setupStart = performance.now();
  const profile = (i: number) => ({
    displayName: `Member ${i}`,
    fullName: `Member ${i}`,
    defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  });
  await users.save({ ...people[0]!, emailVerified: true }, profile(0), undefined);
  const team = await callRoute<{ id: string }>(people[0]!, 'POST', '/api/teams', {
    name: 'Fan-out City',
    kind: 'community',
    gameType: 'Soccer',
    description: 'Benchmark community',
    city: 'Denver, CO',
    lat: 39.7392,
    lng: -104.9903,
  });
  const teamId = team.json.id;
  for (let i = 1; i < people.length; i += 50) {
    await Promise.all(
      people.slice(i, i + 50).map(async (p, j) => {
        await users.save({ ...p, emailVerified: true }, profile(i + j), undefined);
        await memberships.add(teamId, p.uid);
      }),
    );
  }
  console.log(`setup: ${MEMBERS} members in one community, ${((performance.now() - setupStart) / 1000).toFixed(0)} s`);

  const conversationId = `team_${teamId}`;
  const sendStart = performance.now();
  const sent = await requests.run(() =>
    callRoute<{ id: string; sentAt: string }>(people[0]!, 'POST', `/api/conversations/${conversationId}/messages`, {
      text: 'Pitch 3 tonight',
    }),
  );
  const senderMs = performance.now() - sendStart;
  const slices = Math.ceil((MEMBERS - 1) / FANOUT_SLICE);

  const queued = async () => {
    const { Attributes: a = {} } = await (
      await sqsClient()
    ).send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl('notify'),
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return Number(a.ApproximateNumberOfMessages ?? 0) + Number(a.ApproximateNumberOfMessagesNotVisible ?? 0);
  };
  while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 250));
  const drainedMs = performance.now() - sendStart;

  const others = people.slice(1);
  let reached = 0;
  let twice = 0;
  for (let i = 0; i < others.length; i += 100) {
    const found = await Promise.all(
      others.slice(i, i + 100).map(async (p) => {
        const notices = (await notifications.listByUser(p.uid, { limit: 10 })).filter(
          (n) => n.notificationId === messageNoticeId(conversationId, p.uid, sent.json.sentAt),
        );
        return notices.length;
      }),
    );
    reached += found.filter((n) => n >= 1).length;
    twice += found.filter((n) => n > 1).length;
  }
  failed = reached !== others.length || twice > 0;
  console.log(
    `One message to a team discussion of ${MEMBERS} (DynamoDB Local, in memory, load average ${os.loadavg()[0]!.toFixed(1)}):`,
  );
  console.log(
    `  sender: ${senderMs.toFixed(0)} ms, ${requests.count} DynamoDB requests, ${slices} slices of up to ${FANOUT_SLICE} queued`,
  );
  console.log(`  every slice delivered (notify queue empty) ${(drainedMs / 1000).toFixed(1)} s after the send`);
  console.log(`  members reached: ${reached} of ${others.length}, notified twice: ${twice}`);
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
