import { useLingui } from '@lingui/react/macro';
import { CityCombobox, useCitySearch } from '@web/components/form';
import { toCityResult, toTravelLocation, type TravelLocation } from '../date-specific-draft';

/** Where a trip goes: a US city from the city search, kept as {city, state, country, lat, lng, formattedAddress} (§3). */
export function TravelLocationField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: TravelLocation | null;
  onChange: (location: TravelLocation | null) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const search = useCitySearch();
  const { t } = useLingui();
  return (
    <CityCombobox
      label={t`Where are you travelling?`}
      value={value ? toCityResult(value) : undefined}
      onChange={(city) => onChange(city ? toTravelLocation(city) : null)}
      onBlur={onBlur}
      error={error}
      search={search}
    />
  );
}
