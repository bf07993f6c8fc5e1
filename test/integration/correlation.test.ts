import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as fanOutHandler } from '../../lambdas/jobs/fan-out-notification';
import { users } from '../../lambdas/data/users';
import { resetClients, sqsClient } from '../../lambdas/lib/clients';
import { withCorrelationId } from '../../lambdas/lib/correlation';
import { resetEnv } from '../../lambdas/lib/env';
import { sendMail } from '../../lambdas/lib/queue';
import { toRecord } from '../../lib/local/queue-poller';
import type { LocalQueue } from '../../lib/local/sqs';

/**
 * A correlation id crosses the real local SQS: a producer working under one sends it as a message
 * attribute, the local poller hands it to the consumer as AWS does, and the consumer's own sends
 * carry it on. The mail queue here is this test's own, so no running consumer takes the messages.
 */
let mailQueue: LocalQueue;
let savedMailQueue: string | undefined;

beforeAll(async () => {
  const { QueueUrl } = await (
    await sqsClient()
  ).send(new CreateQueueCommand({ QueueName: `correlation-mail-${randomUUID().slice(0, 8)}` }));
  mailQueue = {
    url: QueueUrl!,
    arn: 'arn:aws:sqs:us-east-1:000000000000:correlation-mail',
    spec: { name: 'mail' },
  } as LocalQueue;
  savedMailQueue = process.env.MAIL_QUEUE_URL;
  process.env.MAIL_QUEUE_URL = QueueUrl;
  resetEnv();
  resetClients();
});

afterAll(() => {
  process.env.MAIL_QUEUE_URL = savedMailQueue;
  resetEnv();
  resetClients();
});

async function receiveOne() {
  const out = await (
    await sqsClient()
  ).send(
    new ReceiveMessageCommand({
      QueueUrl: mailQueue.url,
      MaxNumberOfMessages: 1,
      WaitTimeSeconds: 5,
      MessageAttributeNames: ['All'],
      MessageSystemAttributeNames: ['All'],
    }),
  );
  expect(out.Messages?.length).toBe(1);
  return toRecord(out.Messages![0]!, mailQueue);
}

describe('correlation ids through the queues', () => {
  it('travel with a queued message and reach its consumer as a record attribute', async () => {
    await withCorrelationId('req-producer', () =>
      sendMail({ to: 'corr@example.com', template: { name: 'notification', data: { title: 'Hi', message: 'x' } } }),
    );
    const record = await receiveOne();
    expect(record.messageAttributes.correlationId).toEqual({ stringValue: 'req-producer', dataType: 'String' });
  });

  it("are carried on by a consumer: the notification fan-out's e-mail has the notification's id", async () => {
    const uid = `corr-${randomUUID().slice(0, 8)}`;
    await users.save({ uid, email: `${uid}@example.com`, emailVerified: true }, { displayName: 'Cora' }, undefined);
    const body = {
      notificationId: `n-${uid}`,
      userId: uid,
      type: 'eventJoined',
      title: 'You joined',
      message: 'See you',
      data: {},
    };
    const notifyRecord = {
      ...toRecord(
        {
          MessageId: randomUUID(),
          ReceiptHandle: 'rh',
          Body: JSON.stringify(body),
          MessageAttributes: { correlationId: { DataType: 'String', StringValue: 'req-rsvp' } },
        },
        mailQueue,
      ),
    };
    expect((await fanOutHandler({ Records: [notifyRecord] })).batchItemFailures).toEqual([]);
    const mail = await receiveOne();
    expect(JSON.parse(mail.body)).toMatchObject({ to: `${uid}@example.com` });
    expect(mail.messageAttributes.correlationId?.stringValue).toBe('req-rsvp');
  });

  it('start fresh from the message id when the producer had none', async () => {
    await sendMail({ to: 'nocorr@example.com', template: { name: 'notification', data: { title: 'Hi', message: 'x' } } });
    const record = await receiveOne();
    expect(record.messageAttributes).toEqual({});
  });
});
