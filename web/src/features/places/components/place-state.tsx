import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { FormMessage } from '@web/components/form';
import { secondaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';

/** The page while a place loads. */
export function PlaceLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p role="status" className="text-slate-600">
        <Trans>Loading place…</Trans>
      </p>
    </div>
  );
}

/** A place that could not be shown: 'Place not found' (spec §8) for a missing id, else the failure and a retry. */
export function PlaceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-10">
      {notFound ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Place not found</Trans>
          </h1>
          <p className="text-slate-700">
            <Trans>The link may be old, or the place was removed.</Trans>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>This place could not be loaded</Trans>
          </h1>
          <FormMessage tone="error">{error instanceof Error ? error.message : t`Something went wrong.`}</FormMessage>
          <button type="button" onClick={onRetry} className={secondaryButton}>
            <Trans>Try again</Trans>
          </button>
        </>
      )}
      <Link to={paths.discover} className={textLink}>
        <Trans>Discover events nearby</Trans>
      </Link>
    </div>
  );
}

/** A list on a places page that could not load: the server's reason (else `fallback`) and a retry. */
export function RetryMessage({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <FormMessage tone="error">{error instanceof Error ? error.message : fallback}</FormMessage>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
