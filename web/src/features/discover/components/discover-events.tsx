import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { DEFAULT_CITY } from '../../../../../shared/constants/limits';
import { PRODUCT_NAME } from '../../../../../shared/constants/messages';
import { useNearbyEvents } from '../api/list-nearby-events';
import { formatMiles } from '../format';
import { isDefaultPoint, readSearchPoint } from '../search-point';
import { EventResults } from './event-results';
import { RadiusSelect } from './radius-select';

const secondaryButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Rounded to about 100 m: plenty for a radius search, and less precise than the device reports. */
const coarse = (degrees: number) => String(Math.round(degrees * 1000) / 1000);

/** Discover: upcoming events near a chosen point (default Denver, CO) within a radius (default 15 miles). */
export function DiscoverEvents() {
  const [search, setSearch] = useSearchParams();
  const point = readSearchPoint(search);
  const { data, error, isLoading, isValidating, mutate } = useNearbyEvents({
    lat: point.lat,
    lng: point.lng,
    radius: point.radius,
  });
  const [locating, setLocating] = useState(false);

  const updateSearch = (change: (next: URLSearchParams) => void) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      toast.error('This browser cannot share your location.');
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
        toast.error(`We couldn’t get your location. Showing events near ${point.name}.`);
      },
      { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
    );
  };

  const results = (() => {
    if (error !== undefined && !isValidating) {
      const message = error instanceof Error ? error.message : 'Something went wrong.';
      return { state: 'error', message, onRetry: () => void mutate() } as const;
    }
    if (data === undefined || error !== undefined) return { state: 'loading' } as const;
    return {
      state: 'ready',
      events: data.items,
      updating: isLoading,
      label: `Events near ${point.name}`,
    } as const;
  })();

  const status =
    results.state === 'loading'
      ? 'Loading events…'
      : results.state === 'ready'
        ? results.updating
          ? 'Updating events…'
          : `${results.events.length} ${results.events.length === 1 ? 'event' : 'events'} within ${formatMiles(point.radius)}`
        : '';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{`Discover events | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Discover events</h1>
        <p className="flex items-center gap-1.5 text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          Upcoming events within {formatMiles(point.radius)} of {point.name}
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <RadiusSelect value={point.radius} onChange={(radius) => updateSearch((next) => next.set('radius', String(radius)))} />
        {isDefaultPoint(point) ? (
          <button type="button" onClick={locateMe} disabled={locating} className={secondaryButton}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {locating ? 'Finding you…' : 'Use my location'}
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
            Show {DEFAULT_CITY.name}
          </button>
        )}
      </div>

      <section aria-labelledby="discover-results-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="discover-results-heading" className="text-xl font-semibold text-slate-900">
            Upcoming events
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {status}
          </p>
        </div>
        <EventResults {...results} />
      </section>
    </div>
  );
}
