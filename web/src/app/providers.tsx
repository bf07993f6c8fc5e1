import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { limits } from '../../../shared/constants/limits';
import { ApiError, apiFetcher } from '../lib/api-client';

const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
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
      <Toaster duration={limits.snackbarMs.short} position="bottom-center" closeButton />
    </SWRConfig>
  );
}
