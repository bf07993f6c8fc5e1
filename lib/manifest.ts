/**
 * Queues and schedules, declared once as plain data. The CDK app stack and the local
 * stack (fauxqs + poller, local scheduler) both build from this, so they cannot drift.
 */
import type { JobName } from '@shared/schemas/jobs';

export interface QueueSpec {
  /** Logical name; the env var `${NAME}_QUEUE_URL` carries its URL to producers. */
  name: 'mail' | 'notify' | 'announce';
  /** Consumer handler module (exports `handler`). */
  consumer: string;
  consumerTimeoutSeconds: number;
  batchSize: number;
  /** Receives before a message moves to the DLQ. */
  maxReceiveCount: number;
}

export const queues: readonly QueueSpec[] = [
  { name: 'mail', consumer: 'lambdas/jobs/send-mail.ts', consumerTimeoutSeconds: 30, batchSize: 10, maxReceiveCount: 5 },
  {
    name: 'notify',
    consumer: 'lambdas/jobs/fan-out-notification.ts',
    consumerTimeoutSeconds: 30,
    batchSize: 10,
    maxReceiveCount: 5,
  },
  {
    // New public events and new players, announced to the people near them (one message each;
    // the consumer finds the recipients and queues one notification per person).
    name: 'announce',
    consumer: 'lambdas/jobs/announce.ts',
    consumerTimeoutSeconds: 60,
    batchSize: 5,
    maxReceiveCount: 5,
  },
];

/** Visibility must be at least 6x the consumer timeout (AWS guidance for SQS event sources). */
export const visibilityTimeoutSeconds = (q: QueueSpec) => q.consumerTimeoutSeconds * 6;

export interface ScheduleSpec {
  job: JobName;
  entry: string;
  /** Runs once a day at this UTC hour and minute, or every `everyMinutes` (on the clock's quarter hours for 15). */
  cadence: { dailyAtUtc: { hour: number; minute: number } } | { everyMinutes: number };
  timeoutSeconds: number;
  description: string;
}

export const schedules: readonly ScheduleSpec[] = [
  {
    job: 'refresh-push-registrations',
    entry: 'lambdas/schedules/refresh-push-registrations.ts',
    cadence: { dailyAtUtc: { hour: 9, minute: 0 } },
    timeoutSeconds: 300,
    description: 'Prune web-push registrations not refreshed by their browser within the refresh window.',
  },
  {
    job: 'send-digests',
    entry: 'lambdas/schedules/send-digests.ts',
    cadence: { dailyAtUtc: { hour: 14, minute: 0 } },
    timeoutSeconds: 300,
    description: 'E-mail each activity subscriber the new matching events near their place.',
  },
  {
    job: 'send-event-reminders',
    entry: 'lambdas/schedules/send-event-reminders.ts',
    cadence: { everyMinutes: 15 },
    timeoutSeconds: 300,
    description: 'Remind joined players, as they chose, of games starting in 24 hours or 2 hours (each quarter hour).',
  },
];

/** Lambda entry for an HTTP domain in the route table. */
export const domainEntry = (domain: string) => `lambdas/http/${domain}/index.ts`;

/** The WebSocket API's functions: the route handler and the $connect token authorizer. */
export const realtimeEntries = {
  handler: 'lambdas/ws/handler.ts',
  authorizer: 'lambdas/ws/authorizer.ts',
} as const;

/**
 * The user pool's Lambda trigger: code mails (sign-up, reset, e-mail change) in the person's
 * language. It lives with the pool in the data stack (lib/constructs/auth.ts); locally the
 * cognito-local bridge renders the same mails (lib/local/cognito.ts).
 */
export const authTriggerEntries = {
  customMessage: 'lambdas/triggers/cognito-custom-message.ts',
} as const;

/**
 * Routes outside the route table: their Lambdas read the raw request (the Stripe webhook checks its
 * signature over the body exactly as sent). lib/constructs/api.ts and the local server mount these.
 */
export const rawRoutes = [
  { id: 'StripeWebhook', method: 'POST', path: '/api/webhooks/stripe', entry: 'lambdas/webhooks/stripe.ts', description: 'Stripe webhook: signed events' },
] as const;
