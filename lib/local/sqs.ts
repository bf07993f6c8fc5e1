import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { startFauxqs } from 'fauxqs';
import { queues, visibilityTimeoutSeconds, type QueueSpec } from '../manifest';

export interface LocalQueue {
  spec: QueueSpec;
  url: string;
  arn: string;
  dlqUrl: string;
}

export function localSqsClient(endpoint: string) {
  return new SQSClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** fauxqs in process, with the same queues and DLQs as the CDK stack (from lib/manifest.ts). */
export async function startSqs(port: number) {
  const server = await startFauxqs({ port, host: '127.0.0.1', logger: false });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localSqsClient(endpoint);
  const created: LocalQueue[] = [];
  for (const spec of queues) {
    const dlq = await client.send(
      new CreateQueueCommand({ QueueName: `rally-${spec.name}-dlq`, Attributes: { MessageRetentionPeriod: '1209600' } }),
    );
    const dlqAttrs = await client.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }));
    const q = await client.send(
      new CreateQueueCommand({
        QueueName: `rally-${spec.name}`,
        Attributes: {
          VisibilityTimeout: String(visibilityTimeoutSeconds(spec)),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: dlqAttrs.Attributes?.QueueArn,
            maxReceiveCount: spec.maxReceiveCount,
          }),
        },
      }),
    );
    const attrs = await client.send(new GetQueueAttributesCommand({ QueueUrl: q.QueueUrl, AttributeNames: ['QueueArn'] }));
    created.push({ spec, url: q.QueueUrl!, arn: attrs.Attributes!.QueueArn!, dlqUrl: dlq.QueueUrl! });
  }
  return { endpoint, client, queues: created, stop: () => server.stop() };
}
