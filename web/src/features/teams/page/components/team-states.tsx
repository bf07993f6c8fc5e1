import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Loadable } from '@web/components/list-states';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { FormMessage } from '@web/components/form';
import { ActionLinks, type ActionLink } from '@web/components/lists';
import { paths } from '@web/lib/paths';
import { RetryButton, SectionError } from '@web/features/teams/shared/section-error';
import { errorText } from '@web/features/teams/shared/text';

/** The page skeleton while a team loads (announced once, the shapes hidden from screen readers). */
export function TeamLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <p role="status" className="sr-only">
        {label ?? t`Loading team…`}
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

/**
 * A page-sized state in place of a team or an organization (not found, could not be loaded): the
 * title in the tab and as the heading, then what to read and where to go.
 */
export function TeamStatePage({
  id,
  title,
  centered = false,
  children,
}: {
  id: string;
  title: string;
  centered?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto flex max-w-xl flex-col gap-4 px-4 ${centered ? 'items-center py-16 text-center' : 'items-start py-12'}`}
    >
      <title>{t`${title} | ${PRODUCT_NAME}`}</title>
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A failure other than "not found": the server's message and a retry. */
export function TeamLoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useLingui();
  return (
    <TeamStatePage id="team-load-error" title={title ?? t`This team could not be loaded`}>
      <FormMessage tone="error">{errorText(error)}</FormMessage>
      <RetryButton onRetry={onRetry} />
    </TeamStatePage>
  );
}

/** The ways on from a missing team or organization: browse the list it belongs to, or discover events. */
export function WaysOn({ browse }: { browse: ActionLink }) {
  const { t } = useLingui();
  return (
    <ActionLinks
      main={browse}
      other={{ to: paths.discover, label: t`Discover events` }}
      className="flex flex-col items-center gap-3 sm:flex-row"
    />
  );
}

/** `team-not-found` (§8 'Team not found'): where a missing team id lands, with ways on. */
export function TeamNotFoundPage() {
  const { t } = useLingui();
  return (
    <TeamStatePage id="team-not-found" title={t`Team not found`} centered>
      <p className="text-slate-700">
        <Trans>The team may have been deleted, or the link is mistyped.</Trans>
      </p>
      <WaysOn browse={{ to: paths.teamsDirectory, label: t`Browse teams` }} />
    </TeamStatePage>
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

/**
 * A section's list in the states it goes through: its own load failure with a retry, loading,
 * `empty` (worded by each section) when the list has no items, then `children` with the data.
 */
export function SectionStates<T extends { items: readonly unknown[] }>({
  result,
  what,
  loading,
  empty,
  children,
}: {
  result: Loadable<T>;
  what: string;
  loading: string;
  /** Shown instead of `children` when there are no items; without it `children` show an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (result.error && !result.data) return <SectionError what={what} error={result.error} onRetry={() => void result.mutate()} />;
  if (!result.data) return <SectionLoading label={loading} />;
  if (empty !== undefined && result.data.items.length === 0) return empty;
  return children(result.data);
}
