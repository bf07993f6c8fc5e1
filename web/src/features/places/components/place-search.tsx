import { MapPin, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { inputClass, labelClass, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { timing } from '@web/lib/timing';
import { useApi } from '@web/lib/use-api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import type { PlaceDto as Place } from '@shared/schemas/place';
import { RetryMessage } from './place-state';

const PAGE = 20;
/** The API's largest page. */
const MAX_LIMIT = 100;
const RADIUS_MILES = 25;

export interface SearchCenter {
  lat: number;
  lng: number;
  name: string;
}

/**
 * Places around a point, nearest first, filtered by text typed into the search box (searched after
 * a 500 ms pause, spec §9 place search debounce). Each result links where `placeHref` says.
 */
export function PlaceSearch({
  center,
  placeHref,
  label = 'Search places',
}: {
  center: SearchCenter;
  placeHref: (place: Place) => string;
  label?: string;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const q = useDebouncedValue(text.trim(), timing.placeSearchDebounceMs);
  const { data, error, isLoading, isValidating, mutate } = useApi(
    'listNearbyPlaces',
    { query: { lat: center.lat, lng: center.lng, radius: RADIUS_MILES, limit, ...(q ? { q } : {}) } },
    // The previous results stay on screen while a new filter or a longer page loads.
    { keepPreviousData: true },
  );
  const pending = text.trim() !== q || (isValidating && !data);

  const status =
    pending || isLoading
      ? 'Searching places…'
      : data
        ? `${data.items.length}${data.hasMore ? '+' : ''} ${data.items.length === 1 ? 'place' : 'places'} within ${RADIUS_MILES} miles of ${center.name}`
        : '';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={inputId}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => {
              setText(event.target.value);
              setLimit(PAGE);
            }}
            placeholder="Name or address"
            className={`${inputClass} pl-9`}
          />
        </div>
        <p role="status" className="text-sm text-slate-600">
          {status}
        </p>
      </div>
      {error && !data ? (
        <RetryMessage error={error} fallback="Places could not be loaded." onRetry={() => void mutate()} />
      ) : data && data.items.length === 0 && !pending ? (
        <p className="text-slate-600">
          {q ? `No places match “${q}” near ${center.name}.` : `No places near ${center.name} yet.`}
        </p>
      ) : data ? (
        <>
          <ul
            aria-label={`Places near ${center.name}`}
            className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {data.items.map((place) => (
              <li key={place.id}>
                <Link
                  to={placeHref(place)}
                  className="flex min-h-11 flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
                >
                  <span className="font-medium text-slate-900">{place.name}</span>
                  <span className="flex items-center gap-1 text-sm text-slate-600">
                    <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                    {place.address}
                    {place.distanceMiles !== undefined && ` · ${place.distanceMiles.toFixed(1)} mi`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {data.hasMore && limit < MAX_LIMIT && (
            <div>
              <button
                type="button"
                disabled={isValidating}
                onClick={() => setLimit((l) => Math.min(MAX_LIMIT, l + PAGE))}
                className={secondaryButton}
              >
                Show more places
              </button>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

/** Under a place search: where to add the place the person did not find. */
export function NotListed() {
  return (
    <p className="text-slate-700">
      Not listed?{' '}
      <Link to={paths.placeNew} className={textLink}>
        Add a place
      </Link>
    </p>
  );
}
