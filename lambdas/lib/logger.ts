import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage, LogLevel } from '@aws-lambda-powertools/logger/types';
import { correlationId } from './correlation';

/** Every log line of a piece of work carries its correlation id (lambdas/lib/correlation.ts). */
const tagged = (extra: LogItemExtraInput): LogItemExtraInput => {
  const id = correlationId();
  // Powertools reads each extra item on its own (an Error, a string or attributes), so one more
  // attributes item is safe after any of them; its type just does not list that mix.
  return id ? ([...extra, { correlation_id: id }] as unknown as LogItemExtraInput) : extra;
};

class CorrelatedLogger extends Logger {
  override debug(input: LogItemMessage, ...extra: LogItemExtraInput) {
    super.debug(input, ...tagged(extra));
  }
  override info(input: LogItemMessage, ...extra: LogItemExtraInput) {
    super.info(input, ...tagged(extra));
  }
  override warn(input: LogItemMessage, ...extra: LogItemExtraInput) {
    super.warn(input, ...tagged(extra));
  }
  override error(input: LogItemMessage, ...extra: LogItemExtraInput) {
    super.error(input, ...tagged(extra));
  }
}

/** One structured logger for every handler; events are lower case with structured keys. */
export const logger = new CorrelatedLogger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'rally' });

/**
 * Apply POWERTOOLS_LOG_LEVEL as the environment says now. The logger reads it once, when first
 * imported; the local stack imports handler code before it sets the environment its handlers run
 * with, and calls this after (as it resets the clients). An unknown level keeps the current one.
 */
export function resetLogLevel(): void {
  const level = process.env.POWERTOOLS_LOG_LEVEL?.toUpperCase();
  if (!level) return;
  try {
    logger.setLogLevel(level as LogLevel);
  } catch {
    logger.warn('unknown POWERTOOLS_LOG_LEVEL, log level unchanged', { level });
  }
}
