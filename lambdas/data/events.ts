import type { EntityItem } from 'electrodb';
import type { Event } from './entities/event';
import { cellOf, cover, distanceMiles, encode } from './geo';
import { db } from './service';

export type EventItem = EntityItem<typeof Event>;
export type NewEvent = Omit<EventItem, 'geohash' | 'geoCell' | 'createdAt' | 'updatedAt'>;

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusMiles: number;
  from: string;
  to?: string;
}

/** Access patterns for events (docs/data-model.md). */
export const events = {
  async create(event: NewEvent): Promise<EventItem> {
    const hash = encode(event.location.lat, event.location.lng);
    const { data } = await db()
      .entities.event.create({ ...event, geohash: hash, geoCell: cellOf(hash) })
      .go();
    return data as EventItem;
  },

  /** Create or replace (seed data and imports). */
  async put(event: NewEvent): Promise<void> {
    const hash = encode(event.location.lat, event.location.lng);
    await db()
      .entities.event.put({ ...event, geohash: hash, geoCell: cellOf(hash) })
      .go();
  },

  async get(eventId: string): Promise<EventItem | null> {
    const { data } = await db().entities.event.get({ eventId }).go();
    return data;
  },

  /** Public, not cancelled events in the circle and window, nearest first. One Query per cover box, in parallel. */
  async nearby(q: NearbyQuery): Promise<Array<EventItem & { distanceMiles: number }>> {
    const boxes = cover(q.lat, q.lng, q.radiusMiles);
    const pages = await Promise.all(
      boxes.map(({ cell, prefix }) =>
        db()
          .entities.event.query.byGeo({ geoCell: cell })
          .begins({ geohash: prefix })
          .where(({ dateStart, isPrivate, cancelled }, { gte, lte, ne }) =>
            [
              gte(dateStart, q.from),
              q.to ? lte(dateStart, q.to) : '',
              ne(isPrivate, true),
              ne(cancelled, true),
            ]
              .filter(Boolean)
              .join(' AND '),
          )
          .go({ pages: 'all' }),
      ),
    );
    const seen = new Set<string>();
    return pages
      .flatMap((p) => p.data)
      .filter((e) => !seen.has(e.eventId) && seen.add(e.eventId))
      .map((e) => ({ ...e, distanceMiles: distanceMiles(q, e.location) }))
      .filter((e) => e.distanceMiles <= q.radiusMiles)
      .sort((a, b) => a.distanceMiles - b.distanceMiles || a.dateStart.localeCompare(b.dateStart));
  },
};
