import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LocateFixed, Map as MapIcon, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@web/lib/toast';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import type { EventSummaryDto } from '@shared/schemas/event';
import { secondaryButton } from '@web/components/ui';
import { useNearbyEvents } from '../api/use-nearby-events';
import { formatMiles } from '@web/lib/format';
import { rangeError, readFilters, toQuery } from '../search-filters';
import { isDefaultPoint } from '../search-point';
import { EventResults } from './event-results';
import { FiltersPanel, type FilterChange } from './filters-panel';

/** Leaflet is big and needs the network for tiles: its own chunk, loaded when the map is asked for. */
const EventsMap = lazy(() => import('./events-map'));

const FILTER_KEYS = ['from', 'to', 'type', 'q', 'when', 'sort'] as const;

/** Rounded to about 100 m: plenty for a radius search, and less precise than the device reports. */
const coarse = (degrees: number) => String(Math.round(degrees * 1000) / 1000);

/**
 * Discover: public events near a chosen point (default Denver, CO) within a radius (default 15
 * miles), filtered by dates, game type, text and upcoming/past, sorted by distance or date, paged
 * with "Load more"; a map on request. Every filter lives in the URL.
 */
export function DiscoverEvents() {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const { point } = filters;
  const backwards = rangeError(filters);
  const { data, error, isLoading, isValidating, mutate, size, setSize } = useNearbyEvents(
    backwards ? null : (page) => toQuery(filters, page),
  );
  const [locating, setLocating] = useState(false);
  const showMap = search.get('map') === '1';
  const { t } = useLingui();

  const updateSearch = (change: (next: URLSearchParams) => void) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const applyFilters = (change: FilterChange) =>
    updateSearch((next) => {
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
    });

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t`This browser cannot share your location.`);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        updateSearch((next) => {
          next.set('lat', coarse(coords.latitude));
          next.set('lng', coarse(coords.longitude));
        });
      },
      () => {
        setLocating(false);
        toast.error(t`We couldn’t get your location. Showing events near ${point.name}.`);
      },
      { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
    );
  };

  const pages = data ?? [];
  const events = pages.flatMap((page) => page.items);
  const last = pages.at(-1);
  const total = pages[0]?.total ?? events.length;
  const loadingMore = size > pages.length && pages.length > 0;
  const past = filters.pastFuture === 'past';
  const within = formatMiles(point.radius);
  const near = t`Events near ${point.name}`;

  const results = (() => {
    if (backwards) return { state: 'ready', events: [] as EventSummaryDto[], updating: false, label: near } as const;
    if (error !== undefined && !isValidating && pages.length === 0) {
      const message = error instanceof Error ? error.message : t`Something went wrong.`;
      return { state: 'error', message, onRetry: () => void mutate() } as const;
    }
    if (pages.length === 0) return { state: 'loading' } as const;
    return { state: 'ready', events, updating: isLoading, label: near } as const;
  })();

  const status =
    results.state === 'loading'
      ? t`Loading events…`
      : results.state === 'ready'
        ? results.updating
          ? t`Updating events…`
          : t`${plural(total, { one: '# event', other: '# events' })} within ${within}`
        : '';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{`${t`Discover events`} | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Discover events</Trans>
        </h1>
        <p className="flex items-center gap-1.5 text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {past ? t`Past events within ${within} of ${point.name}` : t`Upcoming events within ${within} of ${point.name}`}
        </p>
      </div>

      <FiltersPanel
        filters={filters}
        onChange={applyFilters}
        onClear={() => updateSearch((next) => FILTER_KEYS.forEach((key) => next.delete(key)))}
      />

      <div className="flex flex-wrap items-end gap-3">
        {isDefaultPoint(point) ? (
          <button type="button" onClick={locateMe} disabled={locating} className={secondaryButton}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {locating ? t`Finding you…` : t`Use my location`}
          </button>
        ) : (
          <button
            type="button"
            onClick={() =>
              updateSearch((next) => {
                next.delete('lat');
                next.delete('lng');
              })
            }
            className={secondaryButton}
          >
            <MapPin aria-hidden="true" className="size-4" />
            <Trans>Show {DEFAULT_CITY.name}</Trans>
          </button>
        )}
        <button
          type="button"
          aria-expanded={showMap}
          aria-controls="discover-map"
          onClick={() => updateSearch((next) => (showMap ? next.delete('map') : next.set('map', '1')))}
          className={secondaryButton}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {showMap ? t`Hide map` : t`Show map`}
        </button>
      </div>

      {showMap && (
        <div id="discover-map">
          <Suspense
            fallback={
              <p
                role="status"
                className="flex h-80 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-slate-600 sm:h-96"
              >
                <Trans>Loading map…</Trans>
              </p>
            }
          >
            <EventsMap center={point} radius={point.radius} events={events} />
          </Suspense>
        </div>
      )}

      <section aria-labelledby="discover-results-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="discover-results-heading" className="text-xl font-semibold text-slate-900">
            {past ? t`Past events` : t`Upcoming events`}
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {status}
          </p>
        </div>
        <EventResults {...results} />
        {results.state === 'ready' && last?.hasMore && (
          <div className="flex flex-col items-center gap-2">
            <button type="button" disabled={loadingMore} onClick={() => void setSize(size + 1)} className={secondaryButton}>
              {loadingMore ? t`Loading more…` : t`Load more`}
            </button>
          </div>
        )}
        {error !== undefined && pages.length > 0 && !isValidating && (
          <p role="alert" className="text-sm text-red-700">
            <Trans>We couldn’t load more events.</Trans> {error instanceof Error ? error.message : ''}
          </p>
        )}
      </section>
    </div>
  );
}
