import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type Place = OutputOf<'getPlace'>;

export const getPlaceKey = (placeId: string) => ['getPlace', { params: { placeId } }] as const;

export const getPlace = (placeId: string): Promise<Place> => api.call('getPlace', { params: { placeId } });

/** A place by id; a missing one fails with a 404 ApiError ('Place not found'). */
export function usePlace(placeId: string | undefined) {
  return useSWR(placeId ? getPlaceKey(placeId) : null, ([, args]) => getPlace(args.params.placeId), {
    shouldRetryOnError: false,
  });
}
