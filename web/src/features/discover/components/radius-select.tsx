import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { RADIUS_OPTIONS } from '../search-point';
import { formatMiles } from '@web/lib/format';

export function RadiusSelect({ value, onChange }: { value: number; onChange: (radius: number) => void }) {
  const id = useId();
  // A radius from a shared link may not be one of the presets; keep it selectable.
  const options = RADIUS_OPTIONS.includes(value as (typeof RADIUS_OPTIONS)[number])
    ? RADIUS_OPTIONS
    : [...RADIUS_OPTIONS, value].sort((a, b) => a - b);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <Trans>Radius</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {options.map((miles) => (
          <option key={miles} value={miles}>
            {formatMiles(miles)}
          </option>
        ))}
      </select>
    </div>
  );
}
