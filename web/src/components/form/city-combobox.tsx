import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import type { CityResult } from '@shared/schemas/place';
import { timing } from '@web/lib/timing';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { inputClass } from '../ui';
import { fieldAria, FieldShell, useFieldIds } from './field';

/** The API's minimum (citySearchQuery): shorter text is not searched. */
export const CITY_QUERY_MIN = 2;

/** A city search (useCitySearch, or a caller's own): what it holds for `query`. */
export interface CitySearchState {
  /** The text the results are for ('' when nothing is being searched). */
  query: string;
  onQueryChange: (query: string) => void;
  data: { items: CityResult[] } | undefined;
  error: unknown;
  isLoading: boolean;
}

export interface CityComboboxProps {
  label: string;
  value: CityResult | undefined;
  onChange: (city: CityResult | undefined) => void;
  onBlur: () => void;
  search: CitySearchState;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A US city picked from search results (spec §5): typed text is searched after a 500 ms pause
 * (§9), and only a city picked from the list counts: typing again clears the choice, so the field
 * stays invalid until a name is chosen. ARIA 1.2 combobox with a listbox popup. The search is
 * passed in (CityField passes useCitySearch); this is the control, with its label, hint and error.
 */
export function CityCombobox({
  label,
  value,
  onChange,
  onBlur,
  search,
  hint: chosenHint,
  error,
  required,
  disabled,
  inputRef,
}: CityComboboxProps) {
  const { t } = useLingui();
  const ids = useFieldIds();
  const listId = `${ids.id}-cities`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, timing.placeSearchDebounceMs);

  const searching = open && !value;
  const { onQueryChange } = search;
  const wanted = searching ? debounced.trim() : '';
  useEffect(() => onQueryChange(wanted), [wanted, onQueryChange]);

  const longEnough = text.trim().length >= CITY_QUERY_MIN;
  const pending = longEnough && (debounced !== text || search.query !== wanted || search.isLoading);
  const items = searching && longEnough && !pending && search.data ? search.data.items : [];
  const expanded = items.length > 0;

  const typed = text.trim();
  const found = items.length;
  const reason = search.error instanceof Error ? search.error.message : t`please try again`;
  const status = !searching
    ? ''
    : !longEnough
      ? t`Type at least ${CITY_QUERY_MIN} letters, then choose a US city from the list.`
      : pending
        ? t`Searching cities…`
        : search.error
          ? t`City search failed: ${reason}`
          : found === 0
            ? t`No US cities match “${typed}”.`
            : t({
                message: plural(found, {
                  one: '# city found. Choose one from the list.',
                  other: '# cities found. Choose one from the list.',
                }),
              });

  const choose = (city: CityResult) => {
    onChange({ name: city.name, lat: city.lat, lng: city.lng });
    setText(city.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (items.length > 0) setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length > 0) setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted city; it never submits the form from here.
      if (expanded) event.preventDefault();
      const city = items[active];
      if (city) choose(city);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const hint = value ? chosenHint : t`Choose a US city from the list.`;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          {...fieldAria(ids, { hint, error, required })}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(undefined);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur();
          }}
          onKeyDown={onKeyDown}
          className={`${inputClass} pl-9`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((city, i) => (
            <li
              key={`${city.name}-${city.lat}-${city.lng}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep focus in the input so blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
              className={`flex min-h-11 cursor-pointer items-center px-3 ${i === active ? 'bg-brand-50 text-brand-800' : 'text-slate-900 hover:bg-slate-50'}`}
            >
              {city.name}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {searching && status && !expanded && (
        <p className="text-sm text-slate-600" aria-hidden="true">
          {status}
        </p>
      )}
    </FieldShell>
  );
}
