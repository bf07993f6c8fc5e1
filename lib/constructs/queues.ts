import { Duration } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterAlarm as deadLetterAlarmFor } from './dead-letter-alarm';
import { queues as queueSpecs, visibilityTimeoutSeconds, type QueueSpec } from '../manifest';
import { pascalCase as pascal } from './names';
import { NodeFunction } from './node-function';

type QueueName = QueueSpec['name'];

export interface QueuesProps {
  logRetention: logs.RetentionDays;
  /** Where the dead-letter alarms go. */
  alarmTopic: sns.ITopic;
}

export interface WorkQueue {
  spec: QueueSpec;
  queue: sqs.Queue;
  deadLetterQueue: sqs.Queue;
  consumer: NodeFunction;
  deadLetterAlarm: cloudwatch.Alarm;
}

/** Encrypted at rest (SSE-SQS) and reachable only over TLS. */
const secureQueue: Pick<sqs.QueueProps, 'encryption' | 'enforceSSL'> = {
  encryption: sqs.QueueEncryption.SQS_MANAGED,
  enforceSSL: true,
};

/**
 * The async work queues of lib/manifest.ts (mail, notify), each with its consumer Lambda
 * (DESIGN §6). A message that fails `maxReceiveCount` times moves to the queue's DLQ and raises
 * an alarm; the consumer reports partial batch failures, so one bad message never makes the
 * other nine in its batch run twice. Visibility is 6x the consumer timeout (AWS guidance), so a
 * message in flight is not handed to a second consumer while the first is still working on it.
 */
export class Queues extends Construct {
  private readonly byName = new Map<QueueName, WorkQueue>();

  constructor(scope: Construct, id: string, props: QueuesProps) {
    super(scope, id);

    for (const spec of queueSpecs) {
      const name = pascal(spec.name);
      const deadLetterQueue = new sqs.Queue(this, `${name}DeadLetterQueue`, {
        ...secureQueue,
        retentionPeriod: Duration.days(14),
      });
      const queue = new sqs.Queue(this, `${name}Queue`, {
        ...secureQueue,
        visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds(spec)),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: spec.maxReceiveCount },
      });

      const consumer = new NodeFunction(this, `${name}Consumer`, {
        entry: spec.consumer,
        serviceName: `queue-${spec.name}`,
        description: `Consumes the ${spec.name} queue (lib/manifest.ts)`,
        timeout: Duration.seconds(spec.consumerTimeoutSeconds),
        logRetention: props.logRetention,
      });
      consumer.addEventSource(
        new SqsEventSource(queue, {
          batchSize: spec.batchSize,
          reportBatchItemFailures: true,
        }),
      );

      const deadLetterAlarm = deadLetterAlarmFor(
        this,
        `${name}DeadLetterAlarm`,
        deadLetterQueue,
        `Messages reached the ${spec.name} dead-letter queue after ${spec.maxReceiveCount} failed receives. Inspect them, fix the cause, then redrive.`,
        props.alarmTopic,
      );

      this.byName.set(spec.name, { spec, queue, deadLetterQueue, consumer, deadLetterAlarm });
    }
  }

  /** The queue, its DLQ, consumer and alarm for a manifest queue name. */
  get(name: QueueName): WorkQueue {
    const found = this.byName.get(name);
    if (!found) throw new Error(`No queue named ${name} in lib/manifest.ts`);
    return found;
  }

  /** Every Lambda this construct created. */
  get functions(): NodeFunction[] {
    return [...this.byName.values()].map((q) => q.consumer);
  }
}
