import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { limits } from '../../../shared/constants/limits';
import type { ApiKey } from '../lib/api-client';
import { ApiError } from '../lib/api-error';

/**
 * The API client brings the whole route table and its schemas; loading it on first use keeps it out
 * of the entry chunk, so pages that never call the API (sign-up, login) start faster.
 */
const lazyApiFetcher = async (key: ApiKey) => (await import('../lib/api-client')).apiFetcher(key);

/** The snackbar host loads after first paint; lib/toast.ts loads the same chunk on the first toast. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const swrConfig: SWRConfiguration = {
  fetcher: lazyApiFetcher,
  revalidateOnFocus: false,
  // A 4xx will not fix itself; retry only network failures and server errors.
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
  },
};

/** App-wide providers: SWR over the typed API client, and the snackbar host (spec §8: 3 s unless noted). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Suspense fallback={null}>
        <Toaster duration={limits.snackbarMs.short} position="bottom-center" closeButton />
      </Suspense>
    </SWRConfig>
  );
}
