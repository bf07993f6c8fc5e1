import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type NearbyPlaces = OutputOf<'listNearbyPlaces'>;
export type PlaceOption = NearbyPlaces['items'][number];

const RADIUS_MILES = 50;
const LIMIT = 10;

export const listNearbyPlacesKey = (lat: number, lng: number, q: string) =>
  ['listNearbyPlaces', { query: { lat, lng, radius: RADIUS_MILES, limit: LIMIT, ...(q ? { q } : {}) } }] as const;

/** Saved places near a point, filtered by the (already debounced) text; null point = not yet known. */
export function useNearbyPlaces(point: { lat: number; lng: number } | null, q: string) {
  return useSWR(
    point ? listNearbyPlacesKey(point.lat, point.lng, q.trim()) : null,
    ([, args]) => api.call('listNearbyPlaces', args),
    {
      keepPreviousData: true,
    },
  );
}
