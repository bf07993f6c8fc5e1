import type { SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from './logger';

/**
 * Parse a queue record against its contract. A body that is not JSON or breaks the contract can
 * never succeed, so it is logged and dropped (returns null) instead of cycling into the DLQ.
 */
export function parseRecord<S extends z.ZodType>(record: SQSRecord, schema: S): z.infer<S> | null {
  let raw: unknown;
  try {
    raw = JSON.parse(record.body);
  } catch {
    logger.error('queue message is not json', { messageId: record.messageId });
    return null;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    logger.error('queue message rejected', { messageId: record.messageId, issues: parsed.error.issues });
    return null;
  }
  return parsed.data;
}
