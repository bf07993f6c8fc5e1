import type { ItemOf } from './entities/table';
import { ulid } from 'ulid';
import type { Place } from './entities/place';
import { geoKeys, nearestInCircle, rangeEnd, type Circle } from './geo';
import { db, unlessConditionFails } from './service';

export type PlaceItem = ItemOf<typeof Place>;

/** What a creator sets on a place (the rest is identity, geo keys and bookkeeping). */
export interface PlaceFields {
  name: string;
  address: string;
  description: string;
  lat: number;
  lng: number;
  gameTypes: string[];
}

/** Access patterns for places (docs/data-model.md). */
export const places = {
  /** Create or replace (seed data and imports). */
  async put(place: Omit<PlaceItem, 'geohash' | 'geoCell' | 'createdAt' | 'updatedAt'>): Promise<void> {
    await db()
      .entities.place.put({ ...place, ...geoKeys(place.lat, place.lng) })
      .go();
  },

  async create(fields: PlaceFields, creatorId: string): Promise<PlaceItem> {
    const { data } = await db()
      .entities.place.create({ ...fields, ...geoKeys(fields.lat, fields.lng), placeId: ulid(), creatorId, version: 1 })
      .go();
    return data as PlaceItem;
  },

  async get(placeId: string): Promise<PlaceItem | null> {
    const { data } = await db().entities.place.get({ placeId }).go();
    return data;
  },

  /**
   * Replace the editable fields (and the geo keys when the point moved) if the place is still at
   * `expectedVersion`. Returns null when it changed meanwhile.
   */
  async update(placeId: string, fields: PlaceFields, expectedVersion: number): Promise<PlaceItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.place.patch({ placeId })
        .set({ ...fields, ...geoKeys(fields.lat, fields.lng), version: expectedVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      return data as PlaceItem;
    }, null);
  },

  /**
   * Every place within `radiusMiles` of the point, nearest first, with its true distance. One Query
   * per cover range (byGeo, `between` the range's first and last geohash box), all in parallel,
   * then the haversine filter. Never a Scan.
   */
  async nearby(q: Circle): Promise<Array<PlaceItem & { distanceMiles: number }>> {
    return nearestInCircle(
      q,
      (box) =>
        db()
          .entities.place.query.byGeo({ geoCell: box.cell })
          .between({ geohash: box.start }, { geohash: rangeEnd(box.end) })
          .go({ pages: 'all' }),
      (p) => p.placeId,
      (p) => p,
    );
  },
};
