import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { notifyQueueMessage } from '@shared/schemas/notify';
import { deliverSlice } from '../domain/messages/delivery';
import { deliverNotification } from '../domain/notifications/deliver';
import { correlated } from '../lib/correlation';
import { logger } from '../lib/logger';
import { countMetric, withMetrics } from '../lib/metrics';
import { parseRecord } from '../lib/sqs-record';

const processor = new BatchProcessor(EventType.SQS);

/**
 * Store and deliver one notification, or deliver one slice of a big team discussion's message.
 * Each step (record, e-mail, each browser's push; a slice's pushes) happens at most once per
 * producer-chosen id, so a redelivery only finishes what failed.
 */
async function fanOut(record: SQSRecord): Promise<void> {
  const message = parseRecord(record, notifyQueueMessage);
  if (!message) return;
  if ('kind' in message) {
    const result = await deliverSlice(message);
    logger.info('message slice delivered', { messageId: message.event.message.id, batch: message.batch, ...result });
    return;
  }
  const result = await deliverNotification(message);
  if (result.stored) countMetric('notificationsDelivered');
  countMetric('webPushes', result.pushed);
  logger.info('notification delivered', { notificationId: message.notificationId, ...result });
}

export const handler = withMetrics(async (event: SQSEvent) => processPartialResponse(event, correlated(fanOut), processor));
