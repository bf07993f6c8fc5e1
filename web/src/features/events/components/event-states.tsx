import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';

/** 'Game not found' (§8) for a missing event id, with a way on to discover. */
export function EventNotFound() {
  const { t } = useLingui();
  const title = t`Game not found`;
  return (
    <section
      aria-labelledby="event-not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <h1 id="event-not-found" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="text-slate-700">
        <Trans>The event may have been removed, or the link is mistyped.</Trans>
      </p>
      <Link to={paths.discover} className={primaryButton}>
        <Trans>Discover events</Trans>
      </Link>
    </section>
  );
}

export function EventLoading() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8" aria-hidden="true" data-testid="event-skeleton">
      <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
      <div className="h-40 animate-pulse rounded-lg bg-slate-200" />
      <p role="status" className="sr-only">
        <Trans>Loading event…</Trans>
      </p>
    </div>
  );
}

/** The event (or a failure): 404 (or an id that cannot exist, 400) becomes 'Game not found'; anything else can be retried. */
export function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <EventNotFound />;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-900">{t`Failed to load game`}</p>
        <p className="text-sm text-red-800">{error instanceof Error ? error.message : t`Something went wrong.`}</p>
        <button type="button" onClick={onRetry} className={secondaryButton}>
          <RotateCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </button>
      </div>
    </div>
  );
}
