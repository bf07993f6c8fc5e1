import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessageAttributeValue } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';

/**
 * One id follows a piece of work from the request that started it through every queue it passes
 * (an RSVP → its notification fan-out → the e-mail), so an operator finds all of its log lines
 * with one search. It lives in async context rather than in the logger's state because a consumer
 * works on the records of a batch in parallel, each with its own id.
 */
const store = new AsyncLocalStorage<string>();

/** The SQS message attribute that carries the id between Lambdas. */
export const correlationAttribute = 'correlationId';

export function withCorrelationId<T>(id: string, work: () => T): T {
  return store.run(id, work);
}

/** The id of the work running now, if any. */
export function correlationId(): string | undefined {
  return store.getStore();
}

/** Message attributes that pass the current id on to the next queue's consumer. */
export function correlationAttributes(): Record<string, MessageAttributeValue> | undefined {
  const id = correlationId();
  return id ? { [correlationAttribute]: { DataType: 'String', StringValue: id } } : undefined;
}

/** The id a queued message carries; a message from a producer without one starts its own. */
export function correlationIdOf(record: SQSRecord): string {
  return record.messageAttributes?.[correlationAttribute]?.stringValue ?? record.messageId;
}

/** A record handler that runs each record under the id the record carries. */
export function correlated<R>(handle: (record: SQSRecord) => Promise<R>): (record: SQSRecord) => Promise<R> {
  return (record) => withCorrelationId(correlationIdOf(record), () => handle(record));
}
