import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { announceMessage } from '@shared/schemas/announce';
import { handleAnnouncement } from '../domain/announce/announce';
import { handleGoNoGo } from '../domain/events/go-no-go';
import { correlated } from '../lib/correlation';
import { withMetrics } from '../lib/metrics';
import { parseRecord } from '../lib/sqs-record';

const processor = new BatchProcessor(EventType.SQS);

/**
 * One announcement → one queued notification per person nearby. Notification ids come from the
 * announcement and the person, so a redelivered announcement notifies nobody twice. The go/no-go
 * schedules of events with a minimum send here too (no function of their own); each decision is
 * written once, so a redelivery decides nothing twice.
 */
async function announceOne(record: SQSRecord): Promise<void> {
  const message = parseRecord(record, announceMessage);
  if (!message) return;
  if (message.kind === 'go-no-go') await handleGoNoGo(message);
  else await handleAnnouncement(message);
}

export const handler = withMetrics(async (event: SQSEvent) => processPartialResponse(event, correlated(announceOne), processor));
