import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { clearAndReload } from '../lib/clear-and-reload';
import { paths } from '../lib/paths';

/**
 * The not-found page loads on demand, as the unknown-path route does (the same chunk): only the
 * retryable error below must stay in the entry chunk, to show when a route's chunk fails to load.
 */
const ErrorPage = lazy(async () => ({ default: (await import('./error-page')).ErrorPage }));

function describe(error: unknown, unexpected: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return unexpected;
}

/** A new deploy replaced the chunk this tab still points at; a reload fetches the current one. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message)
  );
}

/** What a route shows when it throws: the spec's not-found page for 404s, otherwise a retryable error. */
export function RouteErrorContent() {
  const { t } = useLingui();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <ErrorPage />
      </Suspense>
    );
  }
  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <title>{t`Something went wrong | ${PRODUCT_NAME}`}</title>
      <h1 id="route-error-title" className="text-2xl font-bold text-slate-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-slate-700">
        {isStaleChunk(error) ? t`A new version of ${PRODUCT_NAME} is available. Reload to continue.` : describe(error, t`An unexpected error occurred.`)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          // An old build: stale workers and caches could serve it again, so clear them first.
          onClick={() => (isStaleChunk(error) ? void clearAndReload() : window.location.reload())}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Trans>Reload page</Trans>
        </button>
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-5 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}

/** Error boundary for routes rendered inside the app shell (which already provides <main>). */
export function RouteErrorBoundary() {
  return <RouteErrorContent />;
}

/** Error boundary at the root, where the shell itself may have failed to load: brings its own landmark. */
export function RootErrorBoundary() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <RouteErrorContent />
    </main>
  );
}
