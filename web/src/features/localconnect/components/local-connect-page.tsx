import { formatDistance } from '@web/lib/format';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_CITY, limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { CityResult } from '@shared/schemas/place';
import { CityCombobox, useCitySearch } from '@web/components/form';
import { EventCardList } from '@web/components/event-card';
import { ListStates } from '@web/components/list-states';
import { TitledSection } from '@web/components/titled-section';
import { focusRing, primaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { gameTypeName } from '@web/lib/game-types';

const SHOWN = 6;

/** The city in the URL (?place=&lat=&lng=), or Denver. */
export function cityFrom(search: URLSearchParams): CityResult {
  const lat = Number(search.get('lat'));
  const lng = Number(search.get('lng'));
  const name = search.get('place')?.trim();
  const valid =
    name && search.get('lat') && search.get('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && Number.isFinite(lat + lng);
  return valid ? { name, lat, lng } : { ...DEFAULT_CITY };
}

/** `localconnect`: the communities and upcoming games around a city, for anyone (no sign-in). */
export function LocalConnectPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const city = cityFrom(search);
  const cityName = city.name;
  const radius = limits.radiusMiles.default;
  const citySearch = useCitySearch();
  const query = { lat: city.lat, lng: city.lng, radius: limits.radiusMiles.default, limit: SHOWN };
  const teams = useApi('listNearbyTeams', { query });
  const events = useApi('listNearbyEvents', { query });

  const choose = (c: CityResult | undefined) => {
    if (c) setSearch({ place: c.name, lat: String(c.lat), lng: String(c.lng) });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{t`Local connect: ${cityName} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t`Communities and upcoming games around ${cityName} on ${PRODUCT_NAME}.`} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>What’s happening around {cityName}</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>Communities to join and games to play within {radius} miles. Pick another city to look somewhere else.</Trans>
        </p>
        <div className="max-w-md">
          <CityCombobox label={t`City`} value={undefined} onChange={choose} onBlur={() => undefined} search={citySearch} />
        </div>
      </header>

      <NearbySection
        title={t`Communities nearby`}
        more={
          <Link to={paths.teamsDirectory} className={textLink}>
            <Trans>All communities</Trans>
          </Link>
        }
        result={teams}
        failed={t`We couldn’t load the communities nearby.`}
        loading={t`Looking for communities…`}
        empty={
          <Trans>
            No communities near {cityName} yet.{' '}
            <Link to={paths.startCommunity} className={textLink}>
              Start the first one
            </Link>
            .
          </Trans>
        }
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((team) => (
              <li key={team.id}>
                <Link
                  to={paths.team(team.id)}
                  className={`flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 ${focusRing}`}
                >
                  <span className="font-semibold text-slate-900">{team.name}</span>
                  <span className="text-sm text-slate-600">
                    {gameTypeName(team.gameType)} · {team.city}
                    {team.distanceMiles !== undefined ? ` · ${formatDistance(team.distanceMiles)}` : ''}
                  </span>
                  <span className="mt-auto flex items-center gap-1 text-sm text-slate-700">
                    <Users aria-hidden="true" className="size-4" />
                    {t({ message: plural(team.memberCount, { one: '# member', other: '# members' }) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </NearbySection>

      <NearbySection
        title={t`Upcoming games nearby`}
        more={
          <Link to={paths.discoverAt(city)} className={textLink}>
            <Trans>More in Discover</Trans>
          </Link>
        }
        result={events}
        failed={t`We couldn’t load the games nearby.`}
        loading={t`Looking for games…`}
        empty={
          <Trans>
            No upcoming games near {cityName}.{' '}
            <Link to={paths.createEvent} className={textLink}>
              Create one
            </Link>
            .
          </Trans>
        }
      >
        {(items) => <EventCardList events={items} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />}
      </NearbySection>

      <div>
        <Link to={paths.signUp} className={primaryButton}>
          <Trans>Join {PRODUCT_NAME} to play</Trans>
        </Link>
      </div>
    </div>
  );
}

/** One list of the page: its heading with a link to see more, then the list in its load states. */
function NearbySection<T>({
  title,
  more,
  result,
  failed,
  loading,
  empty,
  children,
}: {
  title: string;
  more: ReactNode;
  result: { data?: { items: T[] } | undefined; error?: unknown; mutate: () => unknown };
  failed: string;
  loading: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <TitledSection title={title} titleClass="text-2xl font-semibold text-slate-900" action={more} className="flex flex-col gap-4">
      <ListStates result={result} failed={failed} loading={loading} empty={empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => children(data.items)}
      </ListStates>
    </TitledSection>
  );
}
