import type { SWRConfiguration } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { retryOnError } from './retry';

const config = { errorRetryInterval: 5000 } as Parameters<NonNullable<SWRConfiguration['onErrorRetry']>>[2];

/** Fails every time, the way SWR drives onErrorRetry: the retry count goes 1, 2, 3, … */
function failEveryTime(error: unknown) {
  const revalidate = vi.fn(({ retryCount }: { retryCount: number }) => {
    retryOnError(error, 'key', config, revalidate as never, { retryCount: retryCount + 1, dedupe: true });
    return Promise.resolve(true);
  });
  retryOnError(error, 'key', config, revalidate as never, { retryCount: 1, dedupe: true });
  return revalidate;
}

describe('retryOnError (spec §9: effects retry up to 10 times)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a failing load again 10 times, then stops', async () => {
    const revalidate = failEveryTime(new ApiError(503, 'Unavailable'));
    await vi.runAllTimersAsync();
    expect(revalidate).toHaveBeenCalledTimes(10);
  });

  it('waits 5 s, then twice as long each time, never more than a minute', () => {
    const revalidate = failEveryTime(new ApiError(0, 'offline'));
    const waits = [5000, 10_000, 20_000, 40_000, 60_000, 60_000];
    waits.forEach((wait, i) => {
      vi.advanceTimersByTime(wait - 1);
      expect(revalidate).toHaveBeenCalledTimes(i);
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledTimes(i + 1);
    });
  });

  it('never retries a 4xx', async () => {
    const revalidate = failEveryTime(new ApiError(404, 'Team not found'));
    await vi.runAllTimersAsync();
    expect(revalidate).not.toHaveBeenCalled();
  });
});
