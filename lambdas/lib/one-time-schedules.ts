import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { announceMessage, type AnnounceMessage } from '@shared/schemas/announce';
import { env } from './env';
import { logger } from './logger';

/**
 * One-time EventBridge Scheduler schedules that put an announce-queue message at a given time
 * (the go/no-go of events with a minimum). Scheduler sends to SQS itself, so no function runs
 * until the message is due. Locally SCHEDULER_ENDPOINT points the same client at the scheduler
 * twin (lib/local/scheduler-fake.ts), which stores the schedules and sends them to the local queue.
 *
 * Its own client, apart from lambdas/lib/clients.ts: only the functions that schedule bundle it.
 */

/** What Scheduler writes into the message: the schedule's own time, the same on every retry. */
export const SCHEDULED_TIME = '<aws.scheduler.scheduled-time>';

let cached: { endpoint: string | undefined; client: SchedulerClient } | undefined;

function client(): SchedulerClient {
  const { SCHEDULER_ENDPOINT: endpoint, AWS_REGION: region } = env();
  if (!cached || cached.endpoint !== endpoint) {
    cached = {
      endpoint,
      client: new SchedulerClient(
        endpoint ? { region, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : { region },
      ),
    };
  }
  return cached.client;
}

function config() {
  const { SCHEDULE_GROUP, SCHEDULER_ROLE_ARN, ANNOUNCE_QUEUE_ARN } = env();
  if (!SCHEDULE_GROUP || !SCHEDULER_ROLE_ARN || !ANNOUNCE_QUEUE_ARN) {
    throw new Error('SCHEDULE_GROUP, SCHEDULER_ROLE_ARN or ANNOUNCE_QUEUE_ARN is not set: bind the function to the one-time schedules');
  }
  return { group: SCHEDULE_GROUP, roleArn: SCHEDULER_ROLE_ARN, queueArn: ANNOUNCE_QUEUE_ARN };
}

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC: Scheduler's one-time expression has whole seconds and no zone. */
export const atExpression = (atMs: number) => `at(${new Date(Math.ceil(atMs / 1000) * 1000).toISOString().slice(0, 19)})`;

/**
 * Create or move the schedule `name` so that it sends `message` (its `at` filled in by Scheduler)
 * to the announce queue at `atMs`, then deletes itself. A time already past becomes one minute
 * from now: Scheduler refuses an `at` in the past.
 */
export async function putOneTimeSchedule(name: string, atMs: number, message: Omit<Extract<AnnounceMessage, { kind: 'go-no-go' }>, 'at'>): Promise<void> {
  // Parsed with a stand-in time: the body keeps the contract the consumer parses.
  announceMessage.parse({ ...message, at: new Date(atMs).toISOString() });
  const { group, roleArn, queueArn } = config();
  const when = Math.max(atMs, Date.now() + 60_000);
  const input: CreateScheduleCommandInput = {
    Name: name,
    GroupName: group,
    ScheduleExpression: atExpression(when),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: queueArn,
      RoleArn: roleArn,
      Input: JSON.stringify({ ...message, at: SCHEDULED_TIME }),
      RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
    },
  };
  try {
    await client().send(new UpdateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    try {
      await client().send(new CreateScheduleCommand(input));
    } catch (raced) {
      // Created by a concurrent writer since: make it ours.
      if (!(raced instanceof ConflictException)) throw raced;
      await client().send(new UpdateScheduleCommand(input));
    }
  }
  logger.info('one-time schedule set', { name, at: new Date(when).toISOString(), step: message.step });
}

/** Delete the schedule `name`; one already gone (fired, or never made) is fine. */
export async function deleteOneTimeSchedule(name: string): Promise<void> {
  const { group } = config();
  try {
    await client().send(new DeleteScheduleCommand({ Name: name, GroupName: group }));
    logger.info('one-time schedule deleted', { name });
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
