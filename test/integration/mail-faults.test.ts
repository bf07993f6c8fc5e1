import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as sendMailHandler } from '../../lambdas/jobs/send-mail';
import { resetClients, sqsClient } from '../../lambdas/lib/clients';
import { resetEnv } from '../../lambdas/lib/env';
import { queues } from '../../lib/manifest';
import { startQueuePoller } from '../../lib/local/queue-poller';
import type { LocalQueue } from '../../lib/local/sqs';
import { stack, type Mail } from '../fixtures/local';

/**
 * Fault injection: 1,000 mails through the real consumer, fauxqs and the SES emulator.
 * Between the consumer and SES sits a proxy that fails 10% of the mails transiently (their first
 * three SES calls, so the SDK's own retries run out and the queue must redeliver) and 1% for
 * ever (poison). 5% more are sent but their acknowledgement is "lost" once (the consumer reports
 * them failed), so SQS redelivers a mail that already went out. Expect: every good mail exactly
 * once, every poison mail in the DLQ after 5 receives.
 */
const N = 1000;
const mailSpec = queues.find((q) => q.name === 'mail')!;
const run = randomUUID().slice(0, 6);
const to = (i: number) => `fi-${run}-${i}@example.com`;
const indexOf = (address: string) => Number(new RegExp(`^fi-${run}-(\\d+)@`).exec(address)?.[1] ?? -1);
const isPoison = (i: number) => i % 100 === 99;
const isFlaky = (i: number) => !isPoison(i) && i % 10 === 3;
const loseAckOnce = (i: number) => !isPoison(i) && i % 20 === 7;

const figures = { sesRequests: 0, injectedFailures: 0, receives: 0, lostAcks: 0 };
const sesCalls = new Map<number, number>();
let proxy: http.Server;
let savedSesEndpoint: string | undefined;

beforeAll(async () => {
  const target = new URL(stack().mailUrl.replace('localhost', '127.0.0.1'));
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      figures.sesRequests += 1;
      let i = -1;
      try {
        i = indexOf(
          (JSON.parse(body.toString('utf8')) as { Destination?: { ToAddresses?: string[] } }).Destination?.ToAddresses?.[0] ?? '',
        );
      } catch {
        // Not a SendEmail call: pass it through.
      }
      const calls = (sesCalls.get(i) ?? 0) + 1;
      sesCalls.set(i, calls);
      if (i >= 0 && (isPoison(i) || (isFlaky(i) && calls <= 3))) {
        figures.injectedFailures += 1;
        res.writeHead(500, { 'content-type': 'application/json', 'x-amzn-errortype': 'InternalFailure' });
        res.end(JSON.stringify({ message: 'Injected failure' }));
        return;
      }
      const forward = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  savedSesEndpoint = process.env.SES_ENDPOINT;
  process.env.SES_ENDPOINT = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  resetEnv();
  resetClients();
});

afterAll(async () => {
  process.env.SES_ENDPOINT = savedSesEndpoint;
  resetEnv();
  resetClients();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

async function testQueue(): Promise<LocalQueue> {
  const client = await sqsClient();
  const dlq = await client.send(new CreateQueueCommand({ QueueName: `faults-${run}-dlq` }));
  const dlqArn = (await client.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] })))
    .Attributes!.QueueArn;
  const q = await client.send(
    new CreateQueueCommand({
      QueueName: `faults-${run}`,
      // Redeliver after 1 s instead of 180 s, so the test takes seconds; the redrive is the real one.
      Attributes: {
        VisibilityTimeout: '1',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: mailSpec.maxReceiveCount }),
      },
    }),
  );
  return { spec: mailSpec, url: q.QueueUrl!, arn: `arn:aws:sqs:us-east-1:000000000000:faults-${run}`, dlqUrl: dlq.QueueUrl! };
}

const depth = async (url: string) => {
  const { Attributes: a } = await (
    await sqsClient()
  ).send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return Number(a!.ApproximateNumberOfMessages) + Number(a!.ApproximateNumberOfMessagesNotVisible);
};

describe('mail pipeline under injected faults', () => {
  it(
    'delivers 1,000 mails with 10% transient SES failures and 1% poison: 0 duplicates, 0 lost, poison in the DLQ after 5 receives',
    { timeout: 240_000 },
    async () => {
      const queue = await testQueue();
      for (let start = 0; start < N; start += 10) {
        await (
          await sqsClient()
        ).send(
          new SendMessageBatchCommand({
            QueueUrl: queue.url,
            Entries: Array.from({ length: 10 }, (_, k) => start + k).map((i) => ({
              Id: String(i),
              MessageBody: JSON.stringify({
                to: to(i),
                template: { name: 'notification', data: { title: `Fault test ${i}`, message: 'Hello' } },
              }),
            })),
          }),
        );
      }

      const receivesOf = new Map<number, number>();
      const poller = startQueuePoller(
        await sqsClient(),
        queue,
        async () => async (event: SQSEvent) => {
          figures.receives += event.Records.length;
          const firstTime = new Set<string>();
          for (const r of event.Records) {
            const i = indexOf((JSON.parse(r.body) as { to: string }).to);
            receivesOf.set(i, (receivesOf.get(i) ?? 0) + 1);
            if (loseAckOnce(i) && receivesOf.get(i) === 1) firstTime.add(r.messageId);
          }
          const result = await sendMailHandler(event);
          const failures = new Set(result.batchItemFailures.map((f) => f.itemIdentifier));
          for (const id of firstTime) {
            if (!failures.has(id)) {
              figures.lostAcks += 1;
              failures.add(id);
            }
          }
          return { batchItemFailures: [...failures].map((itemIdentifier) => ({ itemIdentifier })) };
        },
        () => undefined,
      );
      try {
        await expect
          .poll(async () => (await depth(queue.url)) === 0 && (await depth(queue.dlqUrl)) === N / 100, {
            timeout: 200_000,
            interval: 1000,
          })
          .toBe(true);
      } finally {
        await poller.stop();
      }

      const { emails } = (await (await fetch(`${stack().mailUrl.replace('localhost', '127.0.0.1')}/store`)).json()) as {
        emails: Mail[];
      };
      const sent = new Map<number, number>();
      for (const m of emails)
        for (const address of m.destination.to)
          if (indexOf(address) >= 0) sent.set(indexOf(address), (sent.get(indexOf(address)) ?? 0) + 1);
      const good = Array.from({ length: N }, (_, i) => i).filter((i) => !isPoison(i));
      const poison = Array.from({ length: N }, (_, i) => i).filter(isPoison);
      const duplicates = good.filter((i) => (sent.get(i) ?? 0) > 1).length;
      const lost = good.filter((i) => (sent.get(i) ?? 0) === 0).length;

      const dead: number[] = [];
      for (let tries = 0; tries < 10 && dead.length < poison.length; tries++) {
        const out = await (
          await sqsClient()
        ).send(new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl, MaxNumberOfMessages: 10, VisibilityTimeout: 60 }));
        for (const m of out.Messages ?? []) dead.push(indexOf((JSON.parse(m.Body!) as { to: string }).to));
      }

      const report = {
        mails: N,
        flaky: good.filter(isFlaky).length,
        poison: poison.length,
        ...figures,
        redelivered: [...receivesOf.values()].filter((n) => n > 1).length,
        delivered: good.filter((i) => sent.get(i) === 1).length,
        duplicates,
        lost,
        poisonInDlq: dead.length,
        poisonReceives: [...new Set(poison.map((i) => receivesOf.get(i)))],
      };
      console.log(`mail fault injection: ${JSON.stringify(report)}`);

      expect(duplicates).toBe(0);
      expect(lost).toBe(0);
      expect(poison.every((i) => (sent.get(i) ?? 0) === 0)).toBe(true);
      expect(dead.sort((a, b) => a - b)).toEqual(poison);
      expect(report.poisonReceives).toEqual([mailSpec.maxReceiveCount]);
      // The faults really happened: flaky mails went round the queue again, lost acks were redelivered.
      expect(good.filter(isFlaky).every((i) => (receivesOf.get(i) ?? 0) >= 2)).toBe(true);
      expect(figures.lostAcks).toBe(good.filter(loseAckOnce).length);
    },
  );
});
