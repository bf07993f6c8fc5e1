import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { lambdaContext } from './lambda-context';
import type { LocalQueue } from './sqs';

type Consumer = (event: SQSEvent, context: ReturnType<typeof lambdaContext>) => Promise<SQSBatchResponse | void>;

export function toRecord(m: Message, queue: LocalQueue): SQSRecord {
  const a = m.Attributes ?? {};
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? '',
    attributes: {
      ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
      SentTimestamp: a.SentTimestamp ?? String(Date.now()),
      SenderId: a.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(m.MessageAttributes ?? {}).map(([name, v]) => [name, { stringValue: v.StringValue, dataType: v.DataType ?? 'String' }]),
    ),
    md5OfBody: m.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queue.arn,
    awsRegion: 'us-east-1',
  };
}

/**
 * The local twin of a Lambda SQS event source: long-polls the queue, invokes the real consumer
 * with an SQS-shaped event, deletes what succeeded and leaves reported failures to become
 * visible again (and, after maxReceiveCount, to move to the DLQ), exactly as AWS does with
 * ReportBatchItemFailures.
 */
export function startQueuePoller(client: SQSClient, queue: LocalQueue, load: () => Promise<Consumer>, onError: (e: unknown) => void) {
  const abort = new AbortController();
  let running = true;
  const loop = (async () => {
    const consumer = await load();
    while (running) {
      let messages: Message[];
      try {
        const out = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: queue.url,
            MaxNumberOfMessages: queue.spec.batchSize,
            WaitTimeSeconds: 2,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        messages = out.Messages ?? [];
      } catch (error) {
        if (!running) break;
        onError(error);
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      if (!messages.length) continue;
      const records = messages.map((m) => toRecord(m, queue));
      let failed = new Set<string>(records.map((r) => r.messageId));
      try {
        const result = await consumer({ Records: records }, lambdaContext(`rally-${queue.spec.name}-consumer`));
        failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (error) {
        onError(error);
      }
      const done = records.filter((r) => !failed.has(r.messageId));
      if (done.length) {
        await client.send(
          new DeleteMessageBatchCommand({
            QueueUrl: queue.url,
            Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
          }),
        );
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      abort.abort();
      await loop.catch(() => undefined);
    },
  };
}
