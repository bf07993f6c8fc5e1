import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api, type CallArgs } from '../../../lib/api-client';

export type NearbyPlacesQuery = CallArgs<'listNearbyPlaces'>['query'];
export type NearbyPlaces = OutputOf<'listNearbyPlaces'>;

export const listNearbyPlacesKey = (query: NearbyPlacesQuery) => ['listNearbyPlaces', { query }] as const;

export const listNearbyPlaces = (query: NearbyPlacesQuery): Promise<NearbyPlaces> => api.call('listNearbyPlaces', { query });

/** Places around a point, nearest first; keeps the previous results on screen while a new filter loads. */
export function useNearbyPlaces(query: NearbyPlacesQuery) {
  return useSWR(listNearbyPlacesKey(query), ([, args]) => listNearbyPlaces(args.query), { keepPreviousData: true });
}
