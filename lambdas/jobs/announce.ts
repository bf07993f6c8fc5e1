import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { announceMessage } from '@shared/schemas/announce';
import { handleAnnouncement } from '../domain/announce/announce';
import { sendBroadcastPage } from '../domain/broadcasts/everyone';
import { finishEventEdit } from '../domain/events/events';
import { handleGoNoGo } from '../domain/events/go-no-go';
import { handleDirectoryBackfill } from '../domain/users/directory-backfill';
import { correlated } from '../lib/correlation';
import { withMetrics } from '../lib/metrics';
import { parseRecord } from '../lib/sqs-record';

const processor = new BatchProcessor(EventType.SQS);

/**
 * One announcement → one queued notification per person nearby. Notification ids come from the
 * announcement and the person, so a redelivered announcement notifies nobody twice. The go/no-go
 * schedules of events with a minimum send here too (no function of their own); each decision is
 * written once, so a redelivery decides nothing twice. So do the pages of a broadcast to everyone
 * and of the user-directory backfill: each message is one page and queues the next. And the
 * delayed check of every event edit, which finishes a follow-up the edit left half-done.
 */
async function announceOne(record: SQSRecord): Promise<void> {
  const message = parseRecord(record, announceMessage);
  if (!message) return;
  if (message.kind === 'go-no-go') await handleGoNoGo(message);
  else if (message.kind === 'broadcast-page') await sendBroadcastPage(message);
  else if (message.kind === 'user-directory-backfill') await handleDirectoryBackfill(message);
  else if (message.kind === 'finish-event-edit') await finishEventEdit(message.eventId, message.version);
  else await handleAnnouncement(message);
}

export const handler = withMetrics(async (event: SQSEvent) => processPartialResponse(event, correlated(announceOne), processor));
