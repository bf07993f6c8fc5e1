import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { jobPayload } from '@shared/schemas/jobs';
import { sendEventReminders } from '../domain/events/reminders';
import { withCorrelationId } from '../lib/correlation';

/** EventBridge Scheduler target (daily); locally `npm run job -- send-event-reminders`.
 * Each run is one piece of work: everything it queues carries the run's invocation id. */
export const handler = async (payload: unknown, context?: Pick<Context, 'awsRequestId'>) =>
  withCorrelationId(context?.awsRequestId ?? randomUUID(), () => sendEventReminders(jobPayload.parse(payload).at));
