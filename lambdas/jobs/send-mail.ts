import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { mailMessage } from '@shared/schemas/mail';
import { processedMessages } from '../data/processed-messages';
import { renderMail } from '../domain/mail/templates';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendEmail } from '../lib/ses';
import { correlated } from '../lib/correlation';
import { countMetric, withMetrics } from '../lib/metrics';
import { parseRecord } from '../lib/sqs-record';

const CONSUMER = 'send-mail';
const processor = new BatchProcessor(EventType.SQS);

/** Send one queued e-mail through SES, at most once per dedupe key (the message id when the producer chose none). */
async function sendOne(record: SQSRecord): Promise<void> {
  const mail = parseRecord(record, mailMessage);
  if (!mail) return;
  const key = mail.dedupeKey ?? record.messageId;
  if (!(await processedMessages.claim(CONSUMER, key))) {
    logger.info('mail already sent', { messageId: record.messageId, key });
    return;
  }
  const { subject, text, html } = renderMail(mail, env().APP_URL);
  try {
    await sendEmail({ to: mail.to, subject, text, html, unsubscribeUrl: mail.unsubscribe?.oneClick });
  } catch (error) {
    await processedMessages.release(CONSUMER, key);
    throw error;
  }
  countMetric('mailsSent');
  logger.info('mail sent', { messageId: record.messageId, template: mail.template.name });
}

export const handler = withMetrics(async (event: SQSEvent) => processPartialResponse(event, correlated(sendOne), processor));
