import { createHash } from 'node:crypto';
import { announceMessage, type AnnounceMessage } from '@shared/schemas/announce';
import { mailMessage, type MailMessage } from '@shared/schemas/mail';
import { messageFanOut, notifyMessage, type MessageFanOutInput, type NotifyInput } from '@shared/schemas/notify';
import { sqsClient } from './clients';
import { correlationAttributes } from './correlation';
import { queueUrl } from './env';
import { logger } from './logger';

/** The SQS client and its commands, loaded on the first send (lib/clients.ts says why). */
async function sqs() {
  const [commands, client] = await Promise.all([import('@aws-sdk/client-sqs'), sqsClient()]);
  return { client, SendMessageCommand: commands.SendMessageCommand, SendMessageBatchCommand: commands.SendMessageBatchCommand };
}

/**
 * A message body as JSON with every character outside the Basic Multilingual Plane (emoji, mostly)
 * written as its JSON escape: `JSON.parse` gives back the same string, the body is plain BMP text,
 * and no queue in the way (the local SQS emulator refuses astral characters that SQS accepts) can
 * turn a game called "Sunday 🏐" into a lost notice.
 */
export function queueBody(value: unknown): string {
  return JSON.stringify(value).replace(/[\u{10000}-\u{10FFFF}]/gu, (c) =>
    Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

/** One message, already parsed against its queue's contract, with the request's correlation id. */
async function sendOne(queue: Parameters<typeof queueUrl>[0], body: unknown, delaySeconds?: number): Promise<void> {
  const { client, SendMessageCommand } = await sqs();
  await client.send(
    new SendMessageCommand({
      QueueUrl: queueUrl(queue),
      MessageBody: queueBody(body),
      MessageAttributes: correlationAttributes(),
      ...(delaySeconds ? { DelaySeconds: delaySeconds } : {}),
    }),
  );
}

/** Enqueue an e-mail. The body is parsed against the contract the consumer parses too. */
export async function sendMail(input: MailMessage): Promise<void> {
  const body = mailMessage.parse(input);
  await sendOne('mail', body);
  logger.info('mail enqueued', { template: body.template.name });
}

/** Enqueue a notification for one user; the consumer stores it and delivers per their settings. */
export async function notify(input: NotifyInput): Promise<void> {
  const body = notifyMessage.parse(input);
  await sendOne('notify', body);
  logger.info('notification enqueued', { type: body.type, userId: body.userId });
}

/**
 * Enqueue notifications for many people, ten to a SendMessageBatch call. Entries SQS refused are
 * sent again (up to three times) before this throws.
 */
export async function notifyMany(inputs: readonly NotifyInput[]): Promise<void> {
  await sendToNotifyQueue(inputs.map((input) => queueBody(notifyMessage.parse(input))));
  logger.info('notifications enqueued', { count: inputs.length });
}

/** Enqueue the slices of a message's fan-out to a big team discussion (same batching and retries). */
export async function fanOutMessage(slices: readonly MessageFanOutInput[]): Promise<void> {
  await sendToNotifyQueue(slices.map((slice) => queueBody(messageFanOut.parse(slice))));
  logger.info('message fan-out enqueued', { slices: slices.length });
}

async function sendToNotifyQueue(bodies: readonly string[]): Promise<void> {
  const { client, SendMessageBatchCommand } = await sqs();
  const chunks: string[][] = [];
  for (let i = 0; i < bodies.length; i += 10) chunks.push(bodies.slice(i, i + 10));
  await Promise.all(
    chunks.map(async (chunk) => {
      const MessageAttributes = correlationAttributes();
      let pending = chunk.map((body, i) => ({ Id: String(i), MessageBody: body, MessageAttributes }));
      for (let attempt = 0; pending.length && attempt < 3; attempt++) {
        const out = await client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl('notify'), Entries: pending }));
        const failed = new Set((out.Failed ?? []).map((f) => f.Id));
        pending = pending.filter((e) => failed.has(e.Id));
      }
      if (pending.length) throw new Error(`${pending.length} notify queue messages could not be queued`);
    }),
  );
}

/** Enqueue an announcement (a new public event, a new player) for the people nearby. */
/** Enqueue an announcement; with `delaySeconds` (at most 900) the consumer sees it that much later. */
export async function announce(input: AnnounceMessage, delaySeconds?: number): Promise<void> {
  const body = announceMessage.parse(input);
  await sendOne('announce', body, delaySeconds);
  logger.info('announcement enqueued', { kind: body.kind });
}

/**
 * A stable notification id from the facts that make a notification unique (event, person,
 * occurrence...): the same facts always give the same id, so a retried producer notifies once.
 * Hashed to stay within the 100-character limit whatever the parts are.
 */
export const notificationIdOf = (prefix: string, ...parts: Array<string | number>) =>
  `${prefix}-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40)}`;
