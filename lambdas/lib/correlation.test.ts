import type { SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { correlated, correlationAttributes, correlationId, correlationIdOf, withCorrelationId } from './correlation';
import { logger } from './logger';

const record = (messageId: string, carried?: string): SQSRecord =>
  ({ messageId, body: '{}', messageAttributes: carried ? { correlationId: { stringValue: carried, dataType: 'String' } } : {} }) as unknown as SQSRecord;

afterEach(() => vi.restoreAllMocks());

describe('correlation ids', () => {
  it('has none outside a piece of work, and passes the current one on as a message attribute', async () => {
    expect(correlationId()).toBeUndefined();
    expect(correlationAttributes()).toBeUndefined();
    await withCorrelationId('req-1', async () => {
      await Promise.resolve();
      expect(correlationAttributes()).toEqual({ correlationId: { DataType: 'String', StringValue: 'req-1' } });
    });
    expect(correlationId()).toBeUndefined();
  });

  it("takes a record's carried id, or its message id when its producer had none", () => {
    expect(correlationIdOf(record('m-1', 'req-9'))).toBe('req-9');
    expect(correlationIdOf(record('m-2'))).toBe('m-2');
  });

  it('keeps each record of a batch worked on in parallel under its own id', async () => {
    const seen: Array<[string, string | undefined]> = [];
    const handle = correlated(async (r: SQSRecord) => {
      await new Promise((resolve) => setTimeout(resolve, r.messageId === 'a' ? 20 : 1));
      seen.push([r.messageId, correlationId()]);
    });
    await Promise.all([handle(record('a', 'req-a')), handle(record('b', 'req-b')), handle(record('c'))]);
    expect(Object.fromEntries(seen)).toEqual({ a: 'req-a', b: 'req-b', c: 'c' });
  });

  it('puts the id on every log line written during the work, and none outside it', () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    // The local stack's environment (which a full test run may share) sets the level to WARN.
    const level = logger.getLevelName();
    logger.setLogLevel('INFO');
    try {
      withCorrelationId('req-log', () => logger.info('inside', { extra: 1 }));
      logger.info('outside');
    } finally {
      logger.setLogLevel(level);
    }
    const [inside, outside] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(inside).toMatchObject({ message: 'inside', extra: 1, correlation_id: 'req-log' });
    expect(outside!.message).toBe('outside');
    expect(outside).not.toHaveProperty('correlation_id');
  });
});
