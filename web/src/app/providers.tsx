import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { limits } from '@shared/constants/limits';
import type { ApiKey } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { retryOnError } from '../lib/retry';

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
  onErrorRetry: retryOnError,
};

/**
 * App-wide providers: the language (lib/i18n.ts), SWR over the typed API client, and the snackbar
 * host. lib/toast.ts gives every snackbar its spec duration; the host's default is §9's default
 * notification duration.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        {children}
        <Suspense fallback={null}>
          <Toaster duration={limits.notificationMs} position="bottom-center" closeButton />
        </Suspense>
      </SWRConfig>
    </I18nProvider>
  );
}
