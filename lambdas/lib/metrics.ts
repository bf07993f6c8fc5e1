import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { businessMetrics, metricsNamespace, type BusinessMetric } from '@shared/constants/metrics';

/**
 * Business metrics, as CloudWatch embedded-metric log lines (no API call, nothing to wait for):
 * what the product does, beside what AWS already counts (requests, errors, durations). The
 * dashboard (lib/constructs/monitoring.ts) graphs each by name. Locally and in tests
 * POWERTOOLS_METRICS_DISABLED keeps them out of the console.
 */
const metrics = new Metrics({ namespace: metricsNamespace, serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'rally' });

export function countMetric(name: BusinessMetric, value = 1): void {
  if (value > 0) metrics.addMetric(businessMetrics[name], MetricUnit.Count, value);
}

/** Writes what this invocation counted (nothing when it counted nothing). */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/** A handler that writes its metrics when it ends, however it ends. */
export function withMetrics<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await handler(...args);
    } finally {
      flushMetrics();
    }
  };
}
