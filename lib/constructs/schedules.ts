import { type CfnElement, Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterAlarm } from './dead-letter-alarm';
import type { JobName, JobPayload } from '@shared/schemas/jobs';
import { schedules as scheduleSpecs, type ScheduleSpec } from '../manifest';
import { pascalCase } from './names';
import { NodeFunction } from './node-function';

export interface SchedulesProps {
  logRetention: logs.RetentionDays;
  /** Where the failed-run alarm goes. */
  alarmTopic: sns.ITopic;
}

export interface ScheduledJob {
  spec: ScheduleSpec;
  fn: NodeFunction;
  schedule: scheduler.Schedule;
}

/**
 * The daily jobs of lib/manifest.ts on EventBridge Scheduler (DESIGN §6). Each schedule invokes
 * its job Lambda with `{"job": "<name>", "at": <scheduled time>}` (shared/schemas/jobs.ts), the
 * payload `npm run job -- <name>` builds locally. `at` is the same on every retry of one run,
 * so a job can key its idempotency on it.
 *
 * Failures end up in one dead-letter queue, from either side of the invocation: Scheduler
 * retries delivery and dead-letters what it cannot deliver; Lambda retries a failed run of the
 * (asynchronously invoked) job and sends the failed event to the same queue. A message there
 * raises an alarm.
 */
export class Schedules extends Construct {
  readonly deadLetterQueue: sqs.Queue;
  private readonly byJob = new Map<JobName, ScheduledJob>();

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue, for EventBridge Scheduler and for Lambda async failures; cdk-nag only recognises SQS redrive targets as DLQs.',
    });

    for (const spec of scheduleSpecs) {
      const name = pascalCase(spec.job);
      const fn = new NodeFunction(this, `${name}Function`, {
        entry: spec.entry,
        serviceName: `job-${spec.job}`,
        description: spec.description,
        timeout: Duration.seconds(spec.timeoutSeconds),
        logRetention: props.logRetention,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
        onFailure: new SqsDestination(this.deadLetterQueue),
      });

      const payload: Record<keyof JobPayload, string> = {
        job: spec.job,
        at: scheduler.ContextAttribute.scheduledTime,
      };
      const schedule = new scheduler.Schedule(this, `${name}Schedule`, {
        description: spec.description,
        // Every n minutes as a cron on the clock (0/15 → :00, :15, :30, :45), not rate(): a
        // quarter-hour job reads the quarter hour it is for, so runs must land on its start.
        schedule:
          'dailyAtUtc' in spec.cadence
            ? scheduler.ScheduleExpression.cron({
                hour: String(spec.cadence.dailyAtUtc.hour),
                minute: String(spec.cadence.dailyAtUtc.minute),
                timeZone: TimeZone.ETC_UTC,
              })
            : scheduler.ScheduleExpression.cron({ minute: `0/${spec.cadence.everyMinutes}`, timeZone: TimeZone.ETC_UTC }),
        target: new LambdaInvoke(fn, {
          input: scheduler.ScheduleTargetInput.fromObject(payload),
          retryAttempts: 3,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: this.deadLetterQueue,
        }),
      });

      // LambdaInvoke's execution role (created by CDK at the stack root) may invoke the function
      // and its versions (<arn>:*).
      const fnId = Stack.of(this).getLogicalId(fn.node.defaultChild as CfnElement);
      Validations.of(Stack.of(this)).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${fnId}.Arn>:*]`,
        reason: `EventBridge Scheduler's role for ${spec.job} may invoke that one function and its versions; CDK grants <arn>:* for the versions.`,
      });

      this.byJob.set(spec.job, { spec, fn, schedule });
    }

    deadLetterAlarm(
      this,
      'DeadLetterAlarm',
      this.deadLetterQueue,
      'A scheduled job failed after its retries (or could not be invoked). The message in the DLQ names the job and the run.',
      props.alarmTopic,
    );
  }

  get(job: JobName): ScheduledJob {
    const found = this.byJob.get(job);
    if (!found) throw new Error(`No schedule for job ${job} in lib/manifest.ts`);
    return found;
  }

  /** Every Lambda this construct created. */
  get functions(): NodeFunction[] {
    return [...this.byJob.values()].map((j) => j.fn);
  }
}
