import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { memberships } from '../../lambdas/data/memberships';
import { notifications } from '../../lambdas/data/notifications';
import { users } from '../../lambdas/data/users';
import { FANOUT_INLINE_MAX, FANOUT_SLICE } from '../../lambdas/domain/messages/delivery';
import { handler as fanOutHandler } from '../../lambdas/jobs/fan-out-notification';
import { sqsClient } from '../../lambdas/lib/clients';
import { queueUrl } from '../../lambdas/lib/env';
import type { MessageDto, RealtimeEvent } from '@shared/schemas/message';
import type { MessageFanOutInput } from '@shared/schemas/notify';
import { api, stack } from '../fixtures/local';
import { addMember, createTeam } from '../fixtures/teams';
import { player, type User } from '../fixtures/messages';

const MEMBERS = 300;

const sqsRecord = (body: unknown, messageId: string): SQSRecord => ({
  messageId,
  receiptHandle: messageId,
  body: JSON.stringify(body),
  attributes: {
    ApproximateReceiveCount: '2',
    SentTimestamp: String(Date.now()),
    SenderId: 'local',
    ApproximateFirstReceiveTimestamp: String(Date.now()),
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:rally-notify',
  awsRegion: 'us-east-1',
});

/** A live socket that counts the messages pushed to it. */
async function live(user: User) {
  const socket = new WebSocket(
    `${stack().appUrl.replace('http', 'ws').replace('localhost', '127.0.0.1')}/ws?token=${encodeURIComponent(user.idToken)}`,
  );
  const messages: MessageDto[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(data.toString()) as RealtimeEvent;
    if (event.type === 'message') messages.push(event.message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // Closed and its $disconnect handled before the stack stops, so no handler outlives it.
  const close = () =>
    new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    });
  return { messages, close };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** How many notices of this conversation each person holds. */
async function noticesOf(uids: string[], conversationId: string): Promise<number[]> {
  const counts: number[] = [];
  for (let i = 0; i < uids.length; i += 50) {
    counts.push(
      ...(await Promise.all(
        uids
          .slice(i, i + 50)
          .map(
            async (uid) =>
              (await notifications.listByUser(uid, { limit: 50 })).filter((n) =>
                n.notificationId.startsWith(`msg:${conversationId}:`),
              ).length,
          ),
      )),
    );
  }
  return counts;
}

describe('a message to a big team discussion', () => {
  it('reaches the author at once and every other member exactly once through queue slices, and a redelivered slice pushes nobody twice', async () => {
    const [owner, ann, ben] = await Promise.all([player('Owner'), player('Ann'), player('Ben')]);
    const team = await createTeam(owner, { name: 'Fan-out United' });
    await addMember(team, owner, ann);
    await addMember(team, owner, ben);
    // The other members are away: a profile and a membership each, written directly.
    const run = Date.now().toString(36);
    const away = Array.from({ length: MEMBERS - 3 }, (_, i) => `fanout-${run}-${i}`);
    for (let i = 0; i < away.length; i += 25) {
      await Promise.all(
        away.slice(i, i + 25).map(async (uid, j) => {
          await users.save(
            { uid, email: `${uid}@example.com`, emailVerified: true },
            {
              displayName: `Away ${i + j}`,
              fullName: `Away ${i + j}`,
              defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
            },
            undefined,
          );
          await memberships.add(team.id, uid);
        }),
      );
    }
    const everyone = await memberships.memberIdsOf(team.id);
    expect(everyone).toHaveLength(MEMBERS);
    const others = everyone.filter((id) => id !== owner.uid);
    expect(others.length).toBeGreaterThan(FANOUT_INLINE_MAX);

    const [ownerLive, annLive, benLive] = await Promise.all([live(owner), live(ann), live(ben)]);
    const conversationId = `team_${team.id}`;
    const sent = await api('POST', `/api/conversations/${conversationId}/messages`, {
      token: owner.idToken,
      body: { text: 'Training moved to 7pm' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const message = sent.json as unknown as MessageDto;
    // The author's own socket has it before the others are worked through.
    expect(
      (
        await until(
          async () => ownerLive.messages,
          (m) => m.length > 0,
          5000,
        )
      ).map((m) => m.id),
    ).toEqual([message.id]);

    // Each notice is stored by the notify consumer one message at a time: minutes on a busy machine.
    const counts = await until(
      () => noticesOf(away, conversationId),
      (c) => c.every((n) => n >= 1),
      300_000,
    );
    expect(counts.filter((n) => n !== 1)).toEqual([]);
    expect(annLive.messages.map((m) => m.id)).toEqual([message.id]);
    expect(benLive.messages.map((m) => m.id)).toEqual([message.id]);
    // Reached live, so not notified.
    expect(await noticesOf([ann.uid, ben.uid, owner.uid], conversationId)).toEqual([0, 0, 0]);

    // SQS delivers at least once: both slices arrive again, as the sender queued them, and the
    // real consumer takes them as Lambda would. Handing them over directly rather than through
    // the shared queue keeps the check independent of whatever else the queue holds.
    const slices: MessageFanOutInput[] = [];
    for (let i = 0; i < others.length; i += FANOUT_SLICE)
      slices.push({
        kind: 'message-fanout',
        batch: slices.length,
        recipientIds: others.slice(i, i + FANOUT_SLICE),
        event: { type: 'message', message },
      });
    expect(slices).toHaveLength(Math.ceil((MEMBERS - 1) / FANOUT_SLICE));
    const redelivered = await fanOutHandler({ Records: slices.map((s, i) => sqsRecord(s, `redelivery-${run}-${i}`)) });
    expect(redelivered.batchItemFailures).toEqual([]);
    // A redelivery queues the away members' notices again (their ids make them once each):
    // give the notify consumer the chance to store a second one, were that possible.
    await until(
      async () => {
        const { Attributes: a = {} } = await (
          await sqsClient()
        ).send(new GetQueueAttributesCommand({ QueueUrl: queueUrl('notify'), AttributeNames: ['ApproximateNumberOfMessages'] }));
        return Number(a.ApproximateNumberOfMessages ?? 0);
      },
      (n) => n === 0,
      120_000,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(annLive.messages.map((m) => m.id)).toEqual([message.id]);
    expect(benLive.messages.map((m) => m.id)).toEqual([message.id]);
    expect(ownerLive.messages.map((m) => m.id)).toEqual([message.id]);
    expect((await noticesOf(away, conversationId)).filter((n) => n !== 1)).toEqual([]);
    await Promise.all([ownerLive, annLive, benLive].map((socket) => socket.close()));
    await new Promise((r) => setTimeout(r, 500));
  }, 900_000);
});
