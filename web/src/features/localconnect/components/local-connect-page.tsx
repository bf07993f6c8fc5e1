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

const SHOWN = 6;

/** The city in the URL (?place=&lat=&lng=), or Denver. */
export function cityFrom(search: URLSearchParams): CityResult {
  const lat = Number(search.get('lat'));
  const lng = Number(search.get('lng'));
  const name = search.get('place')?.trim();
  const valid = name && search.get('lat') && search.get('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && Number.isFinite(lat + lng);
  return valid ? { name, lat, lng } : { ...DEFAULT_CITY };
}

/** `localconnect`: the communities and upcoming games around a city, for anyone (no sign-in). */
export function LocalConnectPage() {
  const [search, setSearch] = useSearchParams();
  const city = cityFrom(search);
  const citySearch = useCitySearch();
  const query = { lat: city.lat, lng: city.lng, radius: limits.radiusMiles.default, limit: SHOWN };
  const teams = useApi('listNearbyTeams', { query });
  const events = useApi('listNearbyEvents', { query });

  const choose = (c: CityResult | undefined) => {
    if (c) setSearch({ place: c.name, lat: String(c.lat), lng: String(c.lng) });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{`Local connect: ${city.name} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={`Communities and upcoming games around ${city.name} on ${PRODUCT_NAME}.`} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">What’s happening around {city.name}</h1>
        <p className="text-lg text-slate-700">
          Communities to join and games to play within {limits.radiusMiles.default} miles. Pick another city to look somewhere else.
        </p>
        <div className="max-w-md">
          <CityCombobox label="City" value={undefined} onChange={choose} onBlur={() => undefined} search={citySearch} />
        </div>
      </header>

      <NearbySection
        title="Communities nearby"
        more={<Link to={paths.teamsDirectory} className={textLink}>All communities</Link>}
        result={teams}
        failed="We couldn’t load the communities nearby."
        loading="Looking for communities…"
        empty={
          <>
            No communities near {city.name} yet.{' '}
            <Link to={paths.startCommunity} className={textLink}>
              Start the first one
            </Link>
            .
          </>
        }
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((t) => (
              <li key={t.id}>
                <Link to={paths.team(t.id)} className={`flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 ${focusRing}`}>
                  <span className="font-semibold text-slate-900">{t.name}</span>
                  <span className="text-sm text-slate-600">
                    {t.gameType} · {t.city}
                    {t.distanceMiles !== undefined ? ` · ${t.distanceMiles.toFixed(1)} mi` : ''}
                  </span>
                  <span className="mt-auto flex items-center gap-1 text-sm text-slate-700">
                    <Users aria-hidden="true" className="size-4" />
                    {t.memberCount} {t.memberCount === 1 ? 'member' : 'members'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </NearbySection>

      <NearbySection
        title="Upcoming games nearby"
        more={<Link to={paths.discoverAt(city)} className={textLink}>More in Discover</Link>}
        result={events}
        failed="We couldn’t load the games nearby."
        loading="Looking for games…"
        empty={
          <>
            No upcoming games near {city.name}.{' '}
            <Link to={paths.createEvent} className={textLink}>
              Create one
            </Link>
            .
          </>
        }
      >
        {(items) => <EventCardList events={items} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />}
      </NearbySection>

      <div>
        <Link to={paths.signUp} className={primaryButton}>
          Join {PRODUCT_NAME} to play
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
