import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { gameTypes } from '@shared/constants/lists';
import { PRODUCT_NAME } from '@shared/constants/product';
import { teamKinds } from '@shared/schemas/team';
import { CityCombobox, useCitySearch } from '@web/components/form';
import { LinkNav, PlainSelect } from '@web/components/lists';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { formatMiles } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { useViewer } from '@web/features/teams/shared/use-viewer';
import { kindLabel } from '@web/features/teams/shared/text';
import {
  readDirectory,
  TEAM_RADIUS_CHOICES,
  toListQuery,
  toNearbyQuery,
  writeDirectory,
  type DirectoryFilters,
} from '../directory-query';
import { ListEmpty, TeamGrid } from './team-grid';
import { gameTypeOptions } from '@web/lib/game-types';

const moreLists = [
  { to: paths.leagues, label: msg`Leagues` },
  { to: paths.organizations, label: msg`Organizations` },
  { to: paths.externalTeams, label: msg`External teams` },
  { to: paths.myCommunities, label: msg`My communities` },
];

const kindPlural = {
  '': msg`teams and communities`,
  team: msg`teams`,
  community: msg`communities`,
  league: msg`leagues`,
  organization: msg`organizations`,
} as const;

const allOfKind = {
  '': msg`all teams and communities`,
  team: msg`all teams`,
  community: msg`all communities`,
  league: msg`all leagues`,
  organization: msg`all organizations`,
} as const;

/**
 * `teams-v3`: find teams, communities, leagues and organizations near a city (the profile's home
 * city unless another is chosen), or browse all of them newest first. Filters live in the URL.
 */
export function TeamsDirectoryPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const viewer = useViewer();
  const home = viewer.defaultCity ?? DEFAULT_CITY;
  const filters = readDirectory(search, home);
  const nearby = useApi('listNearbyTeams', filters.scope === 'nearby' ? { query: toNearbyQuery(filters) } : null, {
    keepPreviousData: true,
  });
  const all = useApi('listTeams', filters.scope === 'all' ? { query: toListQuery(filters) } : null, { keepPreviousData: true });
  const result = filters.scope === 'nearby' ? nearby : all;

  const apply = (change: Partial<DirectoryFilters>) => {
    setSearch(writeDirectory({ ...filters, page: 1, ...change }, home));
  };
  const kinds = t(kindPlural[filters.kind]);
  const cityName = filters.city.name;
  const what = filters.scope === 'nearby' ? t`${kinds} near ${cityName}` : t(allOfKind[filters.kind]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{t`Find teams | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>Find teams and communities</Trans>
          </h1>
          <p className="max-w-2xl text-slate-700">
            <Trans>Join a team near you, or browse leagues, organizations and clubs that run their own sites.</Trans>
          </p>
        </div>
        <Link to={paths.teamCreate} className={primaryButton}>
          <Trans>Create a team</Trans>
        </Link>
      </header>

      <Filters key={search.toString()} filters={filters} onApply={apply} />

      <section aria-label={t`Results`} className="flex flex-col gap-4">
        <TeamGrid
          what={what}
          data={result.data}
          error={result.error}
          isValidating={result.isValidating}
          page={filters.page}
          onPage={(page) => {
            setSearch(writeDirectory({ ...filters, page }, home));
            window.scrollTo({ top: 0 });
          }}
          onRetry={() => void result.mutate()}
          empty={
            <ListEmpty title={t`No ${what}.`}>
              <p className="text-slate-700">
                {filters.scope === 'nearby' ? (
                  <Trans>Try a larger radius, another city, or fewer filters.</Trans>
                ) : (
                  <Trans>Nothing has been started yet.</Trans>
                )}
              </p>
              <div className="flex flex-wrap gap-3">
                {filters.scope === 'nearby' && (
                  <button type="button" className={secondaryButton} onClick={() => apply({ scope: 'all' })}>
                    <Trans>Browse all teams</Trans>
                  </button>
                )}
                <Link to={paths.teamCreate} className={textLink}>
                  <Trans>Start your own</Trans>
                </Link>
              </div>
            </ListEmpty>
          }
        />
      </section>

      <LinkNav
        label={t`More lists`}
        links={moreLists.map((link) => ({ to: link.to, label: t(link.label) }))}
        className="flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 text-sm"
      />
    </div>
  );
}

function Filters({ filters, onApply }: { filters: DirectoryFilters; onApply: (change: Partial<DirectoryFilters>) => void }) {
  const { t } = useLingui();
  const kindOptions = [{ value: '', label: t`All kinds` }, ...teamKinds.map((k) => ({ value: k, label: t(kindLabel[k]) }))];
  const gameTypeChoices = [{ value: '', label: t`All game types` }, ...gameTypeOptions(gameTypes)];
  const ids = { scope: useId(), q: useId() };
  const [q, setQ] = useState(filters.q);
  const cities = useCitySearch();
  const nearby = filters.scope === 'nearby';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: q.trim() });
  };

  return (
    <form
      role="search"
      aria-label={t`Team filters`}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className={`${labelClass} mb-2`}>
          <Trans>Show</Trans>
        </legend>
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="radio"
            name={ids.scope}
            checked={nearby}
            onChange={() => onApply({ scope: 'nearby' })}
            className="size-4 accent-brand-700"
          />
          <Trans>Near a city</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="radio"
            name={ids.scope}
            checked={!nearby}
            onChange={() => onApply({ scope: 'all' })}
            className="size-4 accent-brand-700"
          />
          <Trans>All, newest first</Trans>
        </label>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PlainSelect
          label={t`Kind`}
          value={filters.kind}
          options={kindOptions}
          onChange={(kind) => onApply({ kind: kind as DirectoryFilters['kind'] })}
        />
        {nearby && (
          <>
            <div className="sm:col-span-2 lg:col-span-1">
              <CityCombobox
                label={t`City`}
                value={filters.city}
                onChange={(city) => {
                  if (city) onApply({ city });
                }}
                onBlur={() => {}}
                search={cities}
              />
            </div>
            <PlainSelect
              label={t`Radius`}
              value={filters.radius}
              options={[...new Set([...TEAM_RADIUS_CHOICES, filters.radius])]
                .sort((x, y) => x - y)
                .map((miles) => ({ value: miles, label: formatMiles(miles) }))}
              onChange={(radius) => onApply({ radius: Number(radius) })}
            />
            <PlainSelect
              label={t`Game type`}
              value={filters.gameType}
              options={gameTypeChoices}
              onChange={(gameType) => onApply({ gameType })}
            />
          </>
        )}
      </div>

      {nearby && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={ids.q} className={labelClass}>
              <Trans>Name or description</Trans>
            </label>
            <input
              id={ids.q}
              type="search"
              value={q}
              maxLength={100}
              onChange={(e) => setQ(e.target.value)}
              className={inputClass}
            />
          </div>
          <button type="submit" className={secondaryButton}>
            <Search aria-hidden="true" className="size-4" />
            <Trans>Search</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
