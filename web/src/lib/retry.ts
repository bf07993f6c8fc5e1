import type { SWRConfiguration } from 'swr';
import { ApiError } from './api-error';
import { timing } from './timing';

/**
 * Spec §9 "Effects retry up to 10 times": a load that failed on the network or the server is tried
 * again up to 10 times, waiting 5 s, then twice as long each time (at most a minute). A 4xx will not
 * fix itself, so it is not retried.
 */
export const retryOnError: NonNullable<SWRConfiguration['onErrorRetry']> = (error, _key, config, revalidate, { retryCount }) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
  // SWR counts from 1: `retryCount` is the number of the retry this failure would start.
  if (retryCount > timing.effectRetries) return;
  const delay = Math.min((config.errorRetryInterval ?? timing.retryBaseDelayMs) * 2 ** (retryCount - 1), timing.retryMaxDelayMs);
  setTimeout(() => void revalidate({ retryCount }), delay);
};
