import { MapPin } from 'lucide-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { describedBy, FieldShell, useFieldIds } from '../../../components/form-field';
import { inputClass } from '../../../components/ui';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { timing } from '../../../lib/timing';
import { CITY_QUERY_MIN, useCitySearch, type City } from '../api/search-cities';

export interface CityComboboxProps {
  label: string;
  value: City | undefined;
  onChange: (city: City | undefined) => void;
  onBlur: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The go-to city (spec §5): typed text searches US cities after a 500 ms pause (§9), and only a
 * city picked from the list counts: typing again clears the choice, so the field is invalid until
 * a name is chosen. ARIA 1.2 combobox with a listbox popup.
 */
export function CityCombobox({ label, value, onChange, onBlur, error, inputRef }: CityComboboxProps) {
  const ids = useFieldIds();
  const listId = `${ids.id}-cities`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, timing.placeSearchDebounceMs);

  const searching = open && !value;
  const { data, error: searchError, isLoading } = useCitySearch(searching ? debounced : '');
  const longEnough = text.trim().length >= CITY_QUERY_MIN;
  const pending = longEnough && (debounced !== text || isLoading);
  const items = searching && longEnough && !pending && data ? data.items : [];
  const expanded = items.length > 0;

  const status = !searching
    ? ''
    : !longEnough
      ? `Type at least ${CITY_QUERY_MIN} letters, then choose a US city from the list.`
      : pending
        ? 'Searching cities…'
        : searchError
          ? `City search failed: ${searchError instanceof Error ? searchError.message : 'please try again'}`
          : items.length === 0
            ? `No US cities match “${text.trim()}”.`
            : `${items.length} ${items.length === 1 ? 'city' : 'cities'} found. Choose one from the list.`;

  const choose = (city: City) => {
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

  const hint = value ? undefined : 'Choose a US city from the list.';
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <div className="relative">
        <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          {...describedBy(ids, { hint, error })}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
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
      {searching && status && !expanded && <p className="text-sm text-slate-600" aria-hidden="true">{status}</p>}
    </FieldShell>
  );
}
