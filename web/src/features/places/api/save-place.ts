import { useSWRConfig } from 'swr';
import type { PlaceInput } from '../../../../../shared/schemas/place';
import { api } from '../../../lib/api-client';
import { getPlaceKey, type Place } from './get-place';

export const createPlace = (body: PlaceInput): Promise<Place> => api.call('createPlace', { body });

export const updatePlace = (placeId: string, body: PlaceInput): Promise<Place> =>
  api.call('updatePlace', { params: { placeId }, body });

/** Add a place (no id) or update one (its creator only); the saved place goes into the cache. */
export function useSavePlace() {
  const { mutate } = useSWRConfig();
  return async (placeId: string | undefined, body: PlaceInput): Promise<Place> => {
    const place = placeId ? await updatePlace(placeId, body) : await createPlace(body);
    await mutate(getPlaceKey(place.id), place, { revalidate: false });
    return place;
  };
}
