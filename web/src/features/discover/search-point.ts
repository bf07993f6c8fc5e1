import { t } from '@lingui/core/macro';
import { DEFAULT_CITY, limits } from '@shared/constants/limits';

/** The point and radius a discover search uses; kept in the URL so it survives reloads and can be shared. */
export interface SearchPoint {
  lat: number;
  lng: number;
  /** What the point is called on screen. */
  name: string;
  radius: number;
}

export const RADIUS_OPTIONS = [1, 2, 5, 10, 15, 20, 25, 30, 40, 50] as const;

function numberIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

export function readSearchPoint(search: URLSearchParams): SearchPoint {
  const radiusValue = numberIn(search.get('radius'), limits.radiusMiles.min, limits.radiusMiles.max);
  const radius = radiusValue === undefined ? limits.radiusMiles.default : Math.round(radiusValue);
  const lat = numberIn(search.get('lat'), -90, 90);
  const lng = numberIn(search.get('lng'), -180, 180);
  if (lat === undefined || lng === undefined) {
    return { lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng, name: DEFAULT_CITY.name, radius };
  }
  // `place` names the point when a link chose it (home's location card, city search).
  const place = search.get('place')?.trim().slice(0, 100);
  return { lat, lng, name: place || t`your location`, radius };
}

export function isDefaultPoint(point: SearchPoint): boolean {
  return point.lat === DEFAULT_CITY.lat && point.lng === DEFAULT_CITY.lng;
}
