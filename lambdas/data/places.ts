import type { EntityItem } from 'electrodb';
import type { Place } from './entities/place';
import { cellOf, encode } from './geo';
import { db } from './service';

export type PlaceItem = EntityItem<typeof Place>;

/** Access patterns for places (docs/data-model.md). */
export const places = {
  async put(place: Omit<PlaceItem, 'geohash' | 'geoCell' | 'createdAt'>): Promise<void> {
    const hash = encode(place.lat, place.lng);
    await db().entities.place.put({ ...place, geohash: hash, geoCell: cellOf(hash) }).go();
  },
  async get(placeId: string): Promise<PlaceItem | null> {
    const { data } = await db().entities.place.get({ placeId }).go();
    return data;
  },
};
