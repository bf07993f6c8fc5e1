import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { notifyMessage } from '../../shared/schemas/notify';
import { processedMessages } from '../data/processed-messages';
import { deliverNotification } from '../domain/notifications/deliver';
import { logger } from '../lib/logger';
import { parseRecord } from '../lib/sqs-record';

const CONSUMER = 'fan-out-notification';
const processor = new BatchProcessor(EventType.SQS);

/** Store and deliver one notification, at most once per producer-chosen notification id. */
async function fanOut(record: SQSRecord): Promise<void> {
  const message = parseRecord(record, notifyMessage);
  if (!message) return;
  if (!(await processedMessages.claim(CONSUMER, message.notificationId))) {
    logger.info('notification already delivered', { notificationId: message.notificationId });
    return;
  }
  try {
    const result = await deliverNotification(message);
    logger.info('notification delivered', { notificationId: message.notificationId, ...result });
  } catch (error) {
    await processedMessages.release(CONSUMER, message.notificationId);
    throw error;
  }
}

export const handler = async (event: SQSEvent) => processPartialResponse(event, fanOut, processor);
