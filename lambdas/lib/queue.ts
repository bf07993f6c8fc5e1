import { createHash } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { mailMessage, type MailMessage } from '../../shared/schemas/mail';
import { notifyMessage, type NotifyInput } from '../../shared/schemas/notify';
import { sqsClient } from './clients';
import { queueUrl } from './env';
import { logger } from './logger';

/** Enqueue an e-mail. The body is parsed against the contract the consumer parses too. */
export async function sendMail(input: MailMessage): Promise<void> {
  const body = mailMessage.parse(input);
  await sqsClient().send(new SendMessageCommand({ QueueUrl: queueUrl('mail'), MessageBody: JSON.stringify(body) }));
  logger.info('mail enqueued', { template: body.template.name });
}

/** Enqueue a notification for one user; the consumer stores it and delivers per their settings. */
export async function notify(input: NotifyInput): Promise<void> {
  const body = notifyMessage.parse(input);
  await sqsClient().send(new SendMessageCommand({ QueueUrl: queueUrl('notify'), MessageBody: JSON.stringify(body) }));
  logger.info('notification enqueued', { type: body.type, userId: body.userId });
}

/**
 * A stable notification id from the facts that make a notification unique (event, person,
 * occurrence...): the same facts always give the same id, so a retried producer notifies once.
 * Hashed to stay within the 100-character limit whatever the parts are.
 */
export const notificationIdOf = (prefix: string, ...parts: Array<string | number>) =>
  `${prefix}-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40)}`;
