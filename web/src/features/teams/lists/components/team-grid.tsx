import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { SectionError } from '@web/features/teams/shared/section-error';
import { ListEmpty, ListLoading, Pager } from './list-states';
import { TeamCard } from './team-card';

interface TeamGridProps {
  /** What the list holds, for messages: "leagues", "teams near Denver, CO". */
  what: string;
  data: OutputOf<'listTeams'> | undefined;
  error: unknown;
  isValidating: boolean;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  empty: ReactNode;
}

/** A paged list of team cards with its loading, error and empty states. */
export function TeamGrid({ what, data, error, isValidating, page, onPage, onRetry, empty }: TeamGridProps) {
  const { t } = useLingui();
  if (error && !data) return <SectionError what={what} error={error} onRetry={onRetry} />;
  // A page change keeps the old page until the new one arrives: show the placeholders instead.
  if (!data || data.page !== page) return <ListLoading label={t`Loading ${what}…`} />;
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        <Plural value={data.total} one="# result" other="# results" />
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={what.charAt(0).toUpperCase() + what.slice(1)}>
        {data.items.map((team) => (
          <li key={team.id}>
            <TeamCard team={team} />
          </li>
        ))}
      </ul>
      <Pager page={page} hasMore={data.hasMore} busy={isValidating} onPage={onPage} />
    </div>
  );
}

export { ListEmpty };
