import { RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { messages, PRODUCT_NAME } from '@shared/constants/messages';
import { FormMessage } from '@web/components/form';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { errorText } from '@web/features/teams/shared/text';

/** The page skeleton while a team loads (announced once, the shapes hidden from screen readers). */
export function TeamLoading({ label = 'Loading team…' }: { label?: string }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" data-testid="team-skeleton" className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <div className="size-20 shrink-0 animate-pulse rounded-xl bg-slate-200" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
        <div className="h-11 w-40 animate-pulse rounded-md bg-slate-200" />
        <div className="h-24 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-24 animate-pulse rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/** A failure other than "not found": the server's message and a retry. */
export function TeamLoadError({
  error,
  onRetry,
  title = 'This team could not be loaded',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <section aria-labelledby="team-load-error" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <h1 id="team-load-error" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <FormMessage tone="error">{errorText(error)}</FormMessage>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </section>
  );
}

/** `team-not-found` (§8 'Team not found'): where a missing team id lands, with ways on. */
export function TeamNotFoundPage() {
  return (
    <section
      aria-labelledby="team-not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <title>{`${messages.teamNotFound} | ${PRODUCT_NAME}`}</title>
      <h1 id="team-not-found" className="text-2xl font-bold text-slate-900">
        {messages.teamNotFound}
      </h1>
      <p className="text-slate-700">The team may have been deleted, or the link is mistyped.</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <Link to={paths.teamsDirectory} className={primaryButton}>
          Browse teams
        </Link>
        <Link to={paths.discover} className={textLink}>
          Discover events
        </Link>
      </div>
    </section>
  );
}

/** A section's own load failure: the message and a retry, without losing the rest of the page. */
export function SectionError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <FormMessage tone="error">
        We couldn’t load {what}. {errorText(error, '')}
      </FormMessage>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        Try again
      </button>
    </div>
  );
}

export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-slate-200" />
    </div>
  );
}
