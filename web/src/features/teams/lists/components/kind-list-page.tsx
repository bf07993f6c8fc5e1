import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { TeamKind } from '@shared/schemas/team';
import { primaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { TEAMS_PAGE_SIZE } from '../directory-query';
import { ListEmpty, TeamGrid } from './team-grid';

interface KindListPageProps {
  title: string;
  intro: string;
  /** What the list holds, lower case: "leagues". */
  what: string;
  /** The empty state's line: "No leagues yet." */
  emptyTitle: string;
  kind?: TeamKind;
  external?: boolean;
  /** What the empty state offers to create (`teams/create?kind=...`). */
  createKind?: TeamKind;
}

const readPage = (search: URLSearchParams) => {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
};

/** `leagues`, `organizations` and `external-teams`: every team of one sort, newest first, paged in the URL. */
export function KindListPage({ title, intro, what, emptyTitle, kind, external, createKind }: KindListPageProps) {
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const query = {
    page,
    limit: TEAMS_PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(external ? { external: 'true' as const } : {}),
  };
  const { data, error, isValidating, mutate } = useApi('listTeams', { query }, { keepPreviousData: true });

  const onPage = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="max-w-2xl text-slate-700">{intro}</p>
        </div>
        <Link to={paths.teamsDirectory} className={textLink}>
          <Trans>Find teams near you</Trans>
        </Link>
      </header>
      <TeamGrid
        what={what}
        data={data}
        error={error}
        isValidating={isValidating}
        page={page}
        onPage={onPage}
        onRetry={() => void mutate()}
        empty={
          <ListEmpty title={emptyTitle}>
            {createKind && (
              <Link to={`${paths.teamCreate}?kind=${createKind}`} className={primaryButton}>
                <Trans>Start one</Trans>
              </Link>
            )}
          </ListEmpty>
        }
      />
    </div>
  );
}
