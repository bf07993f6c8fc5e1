import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as sendMailHandler } from '../../lambdas/jobs/send-mail';
import { notifications } from '../../lambdas/data/notifications';
import { users } from '../../lambdas/data/users';
import { notify, sendMail } from '../../lambdas/lib/queue';
import { sqsClient } from '../../lambdas/lib/clients';
import { startQueuePoller } from '../../lib/local/queue-poller';
import type { LocalQueue } from '../../lib/local/sqs';
import { mailsTo, waitForMail } from '../fixtures/local';

const record = (body: unknown, messageId = randomUUID()): SQSEvent['Records'][number] => ({
  messageId,
  receiptHandle: 'rh',
  body: JSON.stringify(body),
  attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'x', ApproximateFirstReceiveTimestamp: '0' },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:rally-mail',
  awsRegion: 'us-east-1',
});

describe('mail and notify queues', () => {
  it('delivers a queued e-mail through the poller and SES to the local inbox', async () => {
    const to = `mail-${randomUUID().slice(0, 8)}@example.com`;
    await sendMail({ to, template: { name: 'team-create-motivation-notification', data: { username: 'Sam' } } });
    const mail = await waitForMail(to);
    expect(mail.subject).toBe('Finish setting up your team');
    expect(mail.body.text).toContain('Hi Sam');
  });

  it('never sends a second e-mail when SQS redelivers the same message', async () => {
    const to = `dedupe-${randomUUID().slice(0, 8)}@example.com`;
    const r = record({ to, template: { name: 'notification', data: { title: 'Once', message: 'only once' } } });
    await sendMailHandler({ Records: [r] });
    await sendMailHandler({ Records: [r] });
    expect((await mailsTo(to)).length).toBe(1);
  });

  it('drops a message that breaks the mail contract instead of failing the batch', async () => {
    const result = await sendMailHandler({ Records: [record({ to: 'not-an-email', template: { name: 'nope' } })] });
    expect(result.batchItemFailures).toEqual([]);
  });

  it('stores a notification and e-mails it when the user allows e-mail for that type', async () => {
    const uid = `u-${randomUUID().slice(0, 8)}`;
    const email = `${uid}@example.com`;
    await users.save(
      { uid, email, emailVerified: true },
      { displayName: 'Nia', notificationSettings: { teamJoin: { email: false, push: true } } },
      undefined,
    );
    await notify({
      notificationId: `n-${uid}-1`,
      userId: uid,
      type: 'eventJoined',
      title: 'You joined Pickup Soccer',
      message: 'See you there',
      data: {},
    });
    await notify({
      notificationId: `n-${uid}-2`,
      userId: uid,
      type: 'teamJoin',
      title: 'Someone joined your team',
      message: '',
      data: {},
    });
    const mail = await waitForMail(email, (m) => m.subject === 'You joined Pickup Soccer');
    expect(mail.body.text).toContain('See you there');
    await expect.poll(async () => (await notifications.listByUser(uid)).length, { timeout: 10_000 }).toBe(2);
    // teamJoin e-mail is off for this user: only the eventJoined mail arrives.
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['You joined Pickup Soccer']);
  });

  it('deletes succeeded messages and leaves reported failures on the queue (partial batch failure)', async () => {
    const client = await sqsClient();
    const { QueueUrl } = await import('@aws-sdk/client-sqs').then(async ({ CreateQueueCommand }) =>
      client.send(
        new CreateQueueCommand({ QueueName: `poller-${randomUUID().slice(0, 8)}`, Attributes: { VisibilityTimeout: '60' } }),
      ),
    );
    await client.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify({ ok: true }) }));
    await client.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify({ ok: false }) }));
    const seen: string[] = [];
    const queue: LocalQueue = {
      spec: { name: 'mail', consumer: '', consumerTimeoutSeconds: 10, batchSize: 10, maxReceiveCount: 5 },
      url: QueueUrl!,
      arn: 'arn:aws:sqs:us-east-1:000000000000:poller-test',
      dlqUrl: '',
    };
    const poller = startQueuePoller(
      client,
      queue,
      async () => async (event: SQSEvent) => {
        seen.push(...event.Records.map((r) => r.body));
        return {
          batchItemFailures: event.Records.filter((r) => !(JSON.parse(r.body) as { ok: boolean }).ok).map((r) => ({
            itemIdentifier: r.messageId,
          })),
        };
      },
      () => undefined,
    );
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
    await poller.stop();
    const attrs = await client.send(
      new GetQueueAttributesCommand({
        QueueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    const remaining =
      Number(attrs.Attributes!.ApproximateNumberOfMessages) + Number(attrs.Attributes!.ApproximateNumberOfMessagesNotVisible);
    expect(remaining).toBe(1);
  });
});
