import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Metrics read their switch when the module loads; the local stack's environment (which a full
// test run may share) turns them off, so load the module with them on.
let countMetric: typeof import('./metrics').countMetric;
let flushMetrics: typeof import('./metrics').flushMetrics;
let withMetrics: typeof import('./metrics').withMetrics;
beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_DEV', '');
  vi.resetModules();
  ({ countMetric, flushMetrics, withMetrics } = await import('./metrics'));
});
afterAll(() => vi.unstubAllEnvs());

afterEach(() => vi.restoreAllMocks());

/** The console lines written while `work` runs. */
async function linesOf(work: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  await work();
  vi.restoreAllMocks();
  return lines;
}

describe('business metrics', () => {
  it('writes what was counted as one embedded-metric line in the Rally namespace, and zero counts not at all', async () => {
    const [line, ...more] = await linesOf(() => {
      countMetric('rsvps');
      countMetric('rsvps');
      countMetric('webPushes', 0);
      flushMetrics();
    });
    expect(more).toEqual([]);
    const emf = JSON.parse(line!) as { _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }; Rsvps: number | number[] };
    expect(emf._aws.CloudWatchMetrics[0]!.Namespace).toBe('Rally');
    expect(emf._aws.CloudWatchMetrics[0]!.Metrics.map((m) => m.Name)).toEqual(['Rsvps']);
    // Values of one metric in one line are a list; CloudWatch adds them up.
    expect([emf.Rsvps].flat().reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('writes nothing, not even a warning, for an invocation that counted nothing', async () => {
    expect(await linesOf(() => flushMetrics())).toEqual([]);
  });

  it('flushes when a handler fails too', async () => {
    const failing = withMetrics(async () => {
      countMetric('mailsSent');
      throw new Error('SES is down');
    });
    const lines = await linesOf(() => failing().catch(() => undefined));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ MailsSent: 1 });
  });
});
