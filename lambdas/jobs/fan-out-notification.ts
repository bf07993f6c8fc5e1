import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { notifyMessage } from '@shared/schemas/notify';
import { deliverNotification } from '../domain/notifications/deliver';
import { correlated } from '../lib/correlation';
import { logger } from '../lib/logger';
import { countMetric, withMetrics } from '../lib/metrics';
import { parseRecord } from '../lib/sqs-record';

const processor = new BatchProcessor(EventType.SQS);

/**
 * Store and deliver one notification. Each step (record, e-mail, each browser's push) happens at
 * most once per producer-chosen notification id, so a redelivery only finishes what failed.
 */
async function fanOut(record: SQSRecord): Promise<void> {
  const message = parseRecord(record, notifyMessage);
  if (!message) return;
  const result = await deliverNotification(message);
  if (result.stored) countMetric('notificationsDelivered');
  countMetric('webPushes', result.pushed);
  logger.info('notification delivered', { notificationId: message.notificationId, ...result });
}

export const handler = withMetrics(async (event: SQSEvent) => processPartialResponse(event, correlated(fanOut), processor));
