import { msg } from '@lingui/core/macro';
import { DEFAULT_CITY, limits } from '@shared/constants/limits';
import { i18n } from '@web/lib/i18n';

export interface Point {
  lat: number;
  lng: number;
  name: string;
}

const numberIn = (value: string | null, min: number, max: number) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};

/** Where to look: a point in the URL (`lat`, `lng`, `place`), else the person's go-to city, else the default city. */
export function pointFrom(search: URLSearchParams, myCity: Point | null): Point {
  const lat = numberIn(search.get('lat'), -90, 90);
  const lng = numberIn(search.get('lng'), -180, 180);
  if (lat !== undefined && lng !== undefined)
    return { lat, lng, name: search.get('place')?.trim() || i18n._(msg`the chosen place`) };
  return myCity ?? { lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng, name: DEFAULT_CITY.name };
}

/** The radius in the URL, whole miles within the API's range, else the default. */
export function radiusFrom(search: URLSearchParams): number {
  const r = numberIn(search.get('radius'), limits.radiusMiles.min, limits.radiusMiles.max);
  return r === undefined ? limits.radiusMiles.default : Math.round(r);
}
