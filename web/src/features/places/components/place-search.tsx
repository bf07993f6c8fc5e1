import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { inputClass, labelClass, secondaryButton, textLink } from '@web/components/ui';
import { formatDistance } from '@web/lib/format';
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
  label,
}: {
  center: SearchCenter;
  placeHref: (place: Place) => string;
  label?: string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [text, setText] = useState('');
  const centerName = center.name;
  const [limit, setLimit] = useState(PAGE);
  const q = useDebouncedValue(text.trim(), timing.placeSearchDebounceMs);
  const { data, error, isLoading, isValidating, mutate } = useApi(
    'listNearbyPlaces',
    { query: { lat: center.lat, lng: center.lng, radius: RADIUS_MILES, limit, ...(q ? { q } : {}) } },
    // The previous results stay on screen while a new filter or a longer page loads.
    { keepPreviousData: true },
  );
  const pending = text.trim() !== q || (isValidating && !data);

  const count = data?.items.length ?? 0;
  const status =
    pending || isLoading
      ? t`Searching places…`
      : data
        ? data.hasMore
          ? t`${count}+ places within ${RADIUS_MILES} miles of ${centerName}`
          : plural(count, {
              one: `# place within ${RADIUS_MILES} miles of ${centerName}`,
              other: `# places within ${RADIUS_MILES} miles of ${centerName}`,
            })
        : '';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className={labelClass}>
          {label ?? t`Search places`}
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
            placeholder={t`Name or address`}
            className={`${inputClass} pl-9`}
          />
        </div>
        <p role="status" className="text-sm text-slate-600">
          {status}
        </p>
      </div>
      {error && !data ? (
        <RetryMessage error={error} fallback={t`Places could not be loaded.`} onRetry={() => void mutate()} />
      ) : data && data.items.length === 0 && !pending ? (
        <p className="text-slate-600">
          {q ? t`No places match “${q}” near ${centerName}.` : t`No places near ${centerName} yet.`}
        </p>
      ) : data ? (
        <>
          <ul
            aria-label={t`Places near ${centerName}`}
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
                    {place.distanceMiles !== undefined && ` · ${formatDistance(place.distanceMiles)}`}
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
                <Trans>Show more places</Trans>
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
      <Trans>
        Not listed?{' '}
        <Link to={paths.placeNew} className={textLink}>
          Add a place
        </Link>
      </Trans>
    </p>
  );
}
