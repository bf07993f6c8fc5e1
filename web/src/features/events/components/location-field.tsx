import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CityCombobox, useCitySearch } from '@web/components/form';
import { inputClass, labelClass, secondaryButton } from '@web/components/ui';
import { formatDistance } from '@web/lib/format';
import { timing } from '@web/lib/timing';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useApi } from '@web/lib/use-api';
import type { LocationValue } from '../event-values';

type Mode = 'place' | 'address';

/** Saved places are looked for within 50 miles of the person, ten at a time. */
const PLACES_RADIUS_MILES = 50;
const PLACES_LIMIT = 10;

export interface LocationFieldProps {
  value: LocationValue | null;
  onChange: (value: LocationValue | null) => void;
  onBlur: () => void;
  /** Where to look for saved places first (the person's home city). */
  near: { lat: number; lng: number };
  error?: string | undefined;
}

/**
 * Location (§3 Full event): a saved place found by a text filter near the person (searched 500 ms
 * after typing stops, §9), or a place name and address whose point comes from the US city search.
 */
export function LocationField({ value, onChange, onBlur, near, error }: LocationFieldProps) {
  const [mode, setMode] = useState<Mode>(value && !value.placeId ? 'address' : 'place');
  const modeName = useId();
  const errorId = useId();
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className={`${labelClass} mb-1`}>{t`Location`}</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t`Location kind`}>
        {(
          [
            ['place', t`A saved place`],
            ['address', t`An address`],
          ] as const
        ).map(([kind, label]) => (
          <label
            key={kind}
            className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={modeName}
              checked={mode === kind}
              onChange={() => {
                setMode(kind);
                onChange(null);
              }}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      {mode === 'place' ? (
        <SavedPlacePicker value={value} onChange={onChange} onBlur={onBlur} near={near} />
      ) : (
        <AddressPicker value={value} onChange={onChange} onBlur={onBlur} />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function SavedPlacePicker({ value, onChange, onBlur, near }: Omit<LocationFieldProps, 'error'>) {
  const inputId = useId();
  const { t } = useLingui();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, timing.placeSearchDebounceMs);
  const query = q.trim();
  const { data, error, isLoading } = useApi(
    'listNearbyPlaces',
    value ? null : { query: { lat: near.lat, lng: near.lng, radius: PLACES_RADIUS_MILES, limit: PLACES_LIMIT, ...(query ? { q: query } : {}) } },
    { keepPreviousData: true },
  );

  if (value?.placeId) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-brand-100 bg-brand-50 p-3">
        <p className="flex items-start gap-2 text-sm text-slate-800">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">{value.name}</span>
            {value.address && <span className="block text-slate-600">{value.address}</span>}
          </span>
        </p>
        <button type="button" className={secondaryButton} onClick={() => onChange(null)}>
          <Trans>Change place</Trans>
        </button>
      </div>
    );
  }

  const pending = text !== q || isLoading;
  const items = data?.items ?? [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className={labelClass}>
        <Trans>Search saved places</Trans>
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
          onChange={(event) => setText(event.target.value)}
          onBlur={onBlur}
          placeholder={t`Court, park or gym name`}
          className={`${inputClass} pl-9`}
        />
      </div>
      <p role="status" className="text-sm text-slate-600">
        {pending
          ? t`Searching places…`
          : error
            ? t`Place search failed: ${error instanceof Error ? error.message : t`please try again`}`
            : items.length === 0
              ? t`No saved places match. Try another name, or enter an address instead.`
              : plural(items.length, { one: '# place nearby', other: '# places nearby' })}
      </p>
      {items.length > 0 && (
        <ul aria-label={t`Saved places`} className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {items.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                onClick={() =>
                  onChange({ placeId: place.id, name: place.name, address: place.address, lat: place.lat, lng: place.lng })
                }
                className="flex min-h-11 w-full flex-col items-start rounded-md border border-slate-200 bg-white px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="font-medium text-slate-900">{place.name}</span>
                <span className="text-sm text-slate-600">
                  {place.address}
                  {place.distanceMiles !== undefined && ` · ${formatDistance(place.distanceMiles)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddressPicker({ value, onChange, onBlur }: Omit<LocationFieldProps, 'error' | 'near'>) {
  const nameId = useId();
  const streetId = useId();
  const search = useCitySearch();
  const { t } = useLingui();
  const [name, setName] = useState(value?.name ?? '');
  const [street, setStreet] = useState(() => streetOf(value));
  const [city, setCity] = useState<{ name: string; lat: number; lng: number } | undefined>(() =>
    value ? { name: cityOf(value), lat: value.lat, lng: value.lng } : undefined,
  );

  useEffect(() => {
    const trimmed = name.trim();
    if (!city || !trimmed) {
      onChange(null);
      return;
    }
    onChange({
      placeId: null,
      name: trimmed,
      address: [street.trim(), city.name].filter(Boolean).join(', '),
      lat: city.lat,
      lng: city.lng,
    });
    // onChange is the form's field setter; re-running for it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, street, city]);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={nameId} className={labelClass}>
          <Trans>Place name</Trans>
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={onBlur}
          className={inputClass}
          maxLength={200}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={streetId} className={labelClass}>
          <Trans>Street address (optional)</Trans>
        </label>
        <input
          id={streetId}
          value={street}
          onChange={(e) => setStreet(e.target.value)}
          onBlur={onBlur}
          autoComplete="street-address"
          className={inputClass}
          maxLength={200}
        />
      </div>
      <div className="sm:col-span-2">
        <CityCombobox
          label={t`City`}
          value={city}
          onChange={setCity}
          onBlur={onBlur}
          search={search}
          hint={t`Players find the event by its distance from this city.`}
        />
      </div>
    </div>
  );
}

/** An address saved as "street, City, ST": the city is the last two parts. */
function splitAddress(value: LocationValue | null): [string, string] {
  const parts = (value?.address ?? '').split(',').map((p) => p.trim());
  if (parts.length < 2) return ['', value?.address ?? value?.name ?? ''];
  return [parts.slice(0, -2).join(', '), parts.slice(-2).join(', ')];
}
const streetOf = (value: LocationValue | null) => splitAddress(value)[0];
const cityOf = (value: LocationValue) => splitAddress(value)[1];
