import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { gameTypes } from '@shared/constants/lists';
import { inputClass, labelClass, secondaryButton } from '@web/components/ui';
import { timing } from '@web/lib/timing';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { hasFilters, rangeError, type SearchFilters } from '../search-filters';
import { RadiusSelect } from './radius-select';
import { gameTypeName } from '@web/lib/game-types';

export type FilterChange = Partial<Record<'radius' | 'from' | 'to' | 'type' | 'q' | 'when' | 'sort', string>>;

/** Radius, dates, game type, text, upcoming/past and order: every change goes to the URL. */
export function FiltersPanel({
  filters,
  onChange,
  onClear,
}: {
  filters: SearchFilters;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}) {
  const ids = { from: useId(), to: useId(), type: useId(), q: useId(), sort: useId(), when: useId(), rangeError: useId() };
  const [text, setText] = useState(filters.q);
  const { t } = useLingui();
  const debounced = useDebouncedValue(text, timing.placeSearchDebounceMs);
  useEffect(() => {
    if (debounced.trim() !== filters.q.trim()) onChange({ q: debounced.trim() });
    // Only the settled text triggers a search; the URL's q follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const backwards = rangeError(filters);

  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={ids.q} className={labelClass}>
          <Trans>Search events</Trans>
        </label>
        <input
          id={ids.q}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t`Title, place or game`}
          onChange={(e) => setText(e.target.value)}
          className={inputClass}
        />
      </div>
      <RadiusSelect value={filters.point.radius} onChange={(radius) => onChange({ radius: String(radius) })} />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.type} className={labelClass}>
          <Trans>Game type</Trans>
        </label>
        <select
          id={ids.type}
          value={filters.gameType}
          onChange={(e) => onChange({ type: e.target.value })}
          className={inputClass}
        >
          <option value="">{t`All game types`}</option>
          {gameTypes.map((type) => (
            <option key={type} value={type}>
              {gameTypeName(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.from} className={labelClass}>
          <Trans>From</Trans>
        </label>
        <input
          id={ids.from}
          type="date"
          value={filters.from}
          onChange={(e) => onChange({ from: e.target.value })}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.to} className={labelClass}>
          <Trans>To</Trans>
        </label>
        <input
          id={ids.to}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={backwards ? true : undefined}
          aria-describedby={backwards ? ids.rangeError : undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className={inputClass}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className={`${labelClass} mb-1`}>
          <Trans>When</Trans>
        </legend>
        <div className="flex gap-2">
          {(
            [
              ['future', t`Upcoming`],
              ['past', t`Past`],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={ids.when}
                checked={filters.pastFuture === value}
                onChange={() => onChange({ when: value === 'past' ? 'past' : '' })}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.sort} className={labelClass}>
          <Trans>Sort by</Trans>
        </label>
        <select
          id={ids.sort}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value === 'date' ? 'date' : '' })}
          className={inputClass}
        >
          <option value="distance">{t`Distance`}</option>
          <option value="date">{t`Date`}</option>
        </select>
      </div>
      {backwards && (
        <p id={ids.rangeError} role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 lg:col-span-4">
          {backwards}
        </p>
      )}
      {hasFilters(filters) && (
        <div className="sm:col-span-2 lg:col-span-4">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setText('');
              onClear();
            }}
          >
            <Trans>Clear filters</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
