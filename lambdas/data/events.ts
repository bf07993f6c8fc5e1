import { BatchWriteCommand, QueryCommand, type BatchWriteCommandInput, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ItemOf } from './entities/table';
import { documentClient } from '../lib/clients';
import type { Event } from './entities/event';
import { getAcross, getAllKeys } from './batch';
import type { OccurrenceItem } from './rsvps';
import { cellOf, cover, distanceMiles, encode, geoKeys, rangeEnd, type CoverBox } from './geo';
import { db, unlessConditionFails } from './service';
import { ttlCache } from '../lib/ttl-cache';

export type EventItem = ItemOf<typeof Event>;
export type NewEvent = Omit<EventItem, 'geohash' | 'geoCell' | 'createdAt' | 'updatedAt'>;
export type EventFieldsWrite = Omit<
  EventItem,
  'eventId' | 'creatorId' | 'geohash' | 'geoCell' | 'createdAt' | 'updatedAt' | 'favoriteCount' | 'version' | 'cancelled'
>;

/** Optional attributes of an event that an edit may clear (stored absent when null). */
const CLEARABLE = [
  'description',
  'placeId',
  'teamName',
  'hostingTeam',
  'sessionId',
  'makePublicAfter',
  'makePublicAfterMs',
  'reoccurringInfo',
  'minimumNeeded',
  'eventSlotGroup',
  'capacity',
  'price',
  'guestPrice',
  'currency',
] as const satisfies ReadonlyArray<keyof EventFieldsWrite>;

export interface EventSearch {
  lat: number;
  lng: number;
  radiusMiles: number;
  nowMs: number;
  /** Keep events whose last occurrence starts at or after this (epoch ms). */
  lastFromMs?: number;
  /** Keep events whose first occurrence starts at or before this (epoch ms). */
  startToMs?: number;
  gameType?: string;
  /** Lower-case text that searchText must contain. */
  text?: string;
}

export interface SearchStats {
  /** Query calls, pages included. */
  queries: number;
  /** Items DynamoDB read (ScannedCount), before the filter expression. */
  read: number;
}

type Derivable = Pick<EventItem, 'location' | 'dateStart' | 'title'> &
  Partial<Pick<EventItem, 'dateStartMs' | 'lastOccurrenceMs' | 'searchText' | 'description'>>;

/**
 * Derived attributes every write carries: geohash + cell, the epoch-ms copies discover filters on,
 * the search text. The last occurrence of a series comes from the domain, which owns recurrence
 * (event-dto's toStoredFields expands it); a write without one is stored as a one-off.
 */
const withGeo = <T extends Derivable>(e: T) => {
  const dateStartMs = e.dateStartMs ?? Date.parse(e.dateStart);
  const lastOccurrenceMs = e.lastOccurrenceMs ?? dateStartMs;
  const searchText = e.searchText ?? [e.title, e.description ?? '', e.location.name].join(' \n ').toLowerCase();
  return { ...e, ...geoKeys(e.location.lat, e.location.lng), dateStartMs, lastOccurrenceMs, searchText };
};

/** Run one Query per cover range, in parallel, following pages; counts what DynamoDB read. */
async function queryRanges(
  boxes: CoverBox[],
  build: (box: CoverBox) => QueryCommandInput,
): Promise<{ items: Record<string, unknown>[]; stats: SearchStats }> {
  const stats: SearchStats = { queries: 0, read: 0 };
  const pages = await Promise.all(
    boxes.map(async (box) => {
      const items: Record<string, unknown>[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await documentClient().send(new QueryCommand({ ...build(box), ExclusiveStartKey }));
        stats.queries++;
        stats.read += out.ScannedCount ?? 0;
        items.push(...(out.Items ?? []));
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items;
    }),
  );
  return { items: pages.flat(), stats };
}

/** How long a cover range read for `upcomingNear` serves every later load in this process. */
export const NEAR_CACHE_MS = 30_000;
const nearCache = ttlCache<EventItem[]>({ ttlMs: NEAR_CACHE_MS, maxEntries: 2000 });
/** Every event write in this process: its own next read of a cover is fresh. */
const written = <T>(result: T): T => {
  nearCache.clear();
  return result;
};

/** What `search`'s filter expression keeps, in memory (for items read earlier under a coarser filter). */
export const matchesSearch = (e: EventItem, q: Pick<EventSearch, 'nowMs' | 'lastFromMs' | 'startToMs' | 'gameType' | 'text'>): boolean =>
  e.cancelled !== true &&
  (e.isPrivate !== true || (e.makePublicAfterMs !== undefined && e.makePublicAfterMs <= q.nowMs)) &&
  (q.lastFromMs === undefined || (e.lastOccurrenceMs !== undefined && e.lastOccurrenceMs >= q.lastFromMs)) &&
  (q.startToMs === undefined || (e.dateStartMs !== undefined && e.dateStartMs <= q.startToMs)) &&
  (!q.gameType || e.gameType === q.gameType) &&
  (!q.text || (e.searchText ?? '').includes(q.text));

/** Access patterns for events (docs/data-model.md). */
export const events = {
  async create(event: NewEvent): Promise<EventItem> {
    const { data } = await db().entities.event.create(withGeo(event)).go();
    return written(data as EventItem);
  },

  /** Create or replace (seed data, benchmarks and imports). */
  async put(event: NewEvent): Promise<void> {
    await db().entities.event.put(withGeo(event)).go();
    nearCache.clear();
  },

  /** Many at once (seeding, benchmarks): BatchWrite in chunks of 25, `concurrency` chunks in flight. */
  async putMany(items: NewEvent[], concurrency = 8): Promise<void> {
    const batches = db().entities.event.put(items.map(withGeo)).params() as BatchWriteCommandInput[];
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        let request = batches[next++]!.RequestItems;
        for (let attempt = 0; request && Object.keys(request).length; attempt++) {
          if (attempt > 8) throw new Error('events.putMany: items left unprocessed');
          const out = await documentClient().send(new BatchWriteCommand({ RequestItems: request }));
          request = out.UnprocessedItems;
          if (request && Object.keys(request).length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
    nearCache.clear();
  },

  async get(eventId: string): Promise<EventItem | null> {
    const { data } = await db().entities.event.get({ eventId }).go();
    return data;
  },

  /** Several events at once; unknown ids are left out. */
  async getMany(eventIds: string[]): Promise<EventItem[]> {
    const { found } = await getAllKeys(
      db().entities.event,
      [...new Set(eventIds)].map((eventId) => ({ eventId })),
    );
    return found;
  },

  /** Events by id and occurrence counters by key in one BatchGetItem (a page re-read with its counts); unknown keys left out. */
  async withCounters(
    eventIds: string[],
    counterKeys: Array<{ eventId: string; occurrence: string }>,
  ): Promise<{ events: EventItem[]; counters: OccurrenceItem[] }> {
    const event = db().entities.event;
    const occurrence = db().entities.occurrence;
    const ids = [...new Set(eventIds)];
    const [found, counters] = await getAcross([
      { get: ids.length ? event.get(ids.map((eventId) => ({ eventId }))) : null, parse: (Items) => event.parse({ Items }).data },
      { get: counterKeys.length ? occurrence.get(counterKeys) : null, parse: (Items) => occurrence.parse({ Items }).data },
    ]);
    return { events: found as EventItem[], counters: counters as OccurrenceItem[] };
  },

  /**
   * Replace the creator-set fields if the stored version still matches. 'stale' on a version
   * mismatch, 'missing' when the event is gone. Counters (favorites) are left alone.
   */
  async update(eventId: string, fields: EventFieldsWrite, expectedVersion: number): Promise<EventItem | 'stale' | 'missing'> {
    const set: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(withGeo(fields))) if (v !== undefined && v !== null) set[k] = v;
    const remove = CLEARABLE.filter((k) => fields[k] === undefined || fields[k] === null);
    return unlessConditionFails(async () => {
      let op = db()
        .entities.event.patch({ eventId })
        .set({ ...(set as Partial<EventItem>), version: expectedVersion + 1 });
      if (remove.length) op = op.remove(remove);
      const { data } = await op.where(({ version }, { eq }) => eq(version, expectedVersion)).go({ response: 'all_new' });
      return written(data as EventItem);
    }, async () => (await events.get(eventId)) ? 'stale' : 'missing');
  },

  async cancel(eventId: string): Promise<EventItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.event.patch({ eventId })
        .set({ cancelled: true })
        .add({ version: 1 })
        .go({ response: 'all_new' });
      return written(data as EventItem);
    }, null);
  },

  /**
   * Take one local date out of a series (one of its dates called off): added to excludedDates with
   * the last occurrence the domain computed without it, under the version read, retried when an
   * edit raced it. Null when the event is gone; the event as is when the date is already out.
   */
  async excludeDate(eventId: string, date: string, lastOccurrenceMs: (excluded: string[]) => number): Promise<EventItem | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await events.get(eventId);
      if (!current) return null;
      const excluded = current.excludedDates ?? [];
      if (excluded.includes(date)) return current;
      const next = [...excluded, date].sort();
      const saved = await unlessConditionFails(async () => {
        const { data } = await db()
          .entities.event.patch({ eventId })
          .set({ excludedDates: next, lastOccurrenceMs: lastOccurrenceMs(next), version: (current.version ?? 1) + 1 })
          .where(({ version }, { eq }) => eq(version, current.version ?? 1))
          .go({ response: 'all_new' });
        return written(data as EventItem);
      }, null);
      if (saved) return saved;
    }
    throw new Error(`events.excludeDate: ${eventId} kept changing`);
  },

  /** Every event a team hosts (sparse byTeam index), by first start. */
  async byTeam(teamId: string): Promise<EventItem[]> {
    const { data } = await db().entities.event.query.byTeam({ hostingTeam: teamId }).go({ pages: 'all' });
    return data.sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.eventId.localeCompare(b.eventId));
  },

  /** Every event a person created, by first start. */
  async byCreator(creatorId: string): Promise<EventItem[]> {
    const { data } = await db().entities.event.query.byCreator({ creatorId }).go({ pages: 'all' });
    return data;
  },

  /** Events held exactly at a point (a place): byGeo, one Query on the point's full geohash. */
  async atPoint(lat: number, lng: number): Promise<EventItem[]> {
    const hash = encode(lat, lng);
    const { data } = await db()
      .entities.event.query.byGeo({ geoCell: cellOf(hash) })
      .begins({ geohash: hash })
      .go({ pages: 'all' });
    return data;
  },

  /** Listed, not cancelled events in the circle whose (last) occurrence is at or after `from`, nearest first (digests). */
  async nearby(q: {
    lat: number;
    lng: number;
    radiusMiles: number;
    from: string;
    to?: string;
  }): Promise<Array<EventItem & { distanceMiles: number }>> {
    const { items } = await events.search({
      lat: q.lat,
      lng: q.lng,
      radiusMiles: q.radiusMiles,
      nowMs: Date.now(),
      lastFromMs: Date.parse(q.from),
      ...(q.to ? { startToMs: Date.parse(q.to) } : {}),
    });
    return items.sort((a, b) => a.distanceMiles - b.distanceMiles || a.dateStart.localeCompare(b.dateStart));
  },

  /**
   * Events in a circle: one Query per cover range (in parallel, never a Scan), filtered in
   * DynamoDB by not cancelled, listed (public, or private past makePublicAfter), epoch-ms window,
   * game type and text; then by true distance. Returns what was read, for the benchmark.
   */
  async search(q: EventSearch): Promise<{ items: Array<EventItem & { distanceMiles: number }>; stats: SearchStats }> {
    const boxes = cover(q.lat, q.lng, q.radiusMiles);
    const entity = db().entities.event;
    const { items, stats } = await queryRanges(
      boxes,
      (box) =>
        entity.query
          .byGeo({ geoCell: box.cell })
          .between({ geohash: box.start }, { geohash: rangeEnd(box.end) })
          .where((a, op) =>
            [
              op.ne(a.cancelled, true),
              `(${op.ne(a.isPrivate, true)} OR ${op.lte(a.makePublicAfterMs, q.nowMs)})`,
              q.lastFromMs !== undefined ? op.gte(a.lastOccurrenceMs, q.lastFromMs) : '',
              q.startToMs !== undefined ? op.lte(a.dateStartMs, q.startToMs) : '',
              q.gameType ? op.eq(a.gameType, q.gameType) : '',
              q.text ? op.contains(a.searchText, q.text) : '',
            ]
              .filter(Boolean)
              .join(' AND '),
          )
          .params() as QueryCommandInput,
    );
    const parsed = entity.parse({ Items: items }).data as EventItem[];
    const seen = new Set<string>();
    const found = parsed
      .filter((e) => !seen.has(e.eventId) && seen.add(e.eventId))
      .map((e) => ({ ...e, distanceMiles: distanceMiles(q, e.location) }))
      .filter((e) => e.distanceMiles <= q.radiusMiles);
    return { items: found, stats };
  },

  /**
   * `search` for a window that starts now or later (the home dashboard), each cover range read
   * at most once per NEAR_CACHE_MS in this process and shared by every load around the same
   * place: the range is read with the filters that only loosen with time (not cancelled, listed,
   * a last occurrence at or after the read), then every filter of `q` is applied again here, so
   * an entry never shows a past or unlisted event. An event another process cancels or creates is
   * at most NEAR_CACHE_MS late; the dashboard re-reads the events it shows.
   */
  async upcomingNear(q: EventSearch): Promise<Array<EventItem & { distanceMiles: number }>> {
    if (q.lastFromMs === undefined || q.lastFromMs < q.nowMs) return (await events.search(q)).items;
    const entity = db().entities.event;
    const pages = await Promise.all(
      cover(q.lat, q.lng, q.radiusMiles).map((box) =>
        nearCache.get(`${box.cell}:${box.start}:${box.end}`, async () => {
          const readAt = Date.now();
          const { items } = await queryRanges([box], (b) =>
            entity.query
              .byGeo({ geoCell: b.cell })
              .between({ geohash: b.start }, { geohash: rangeEnd(b.end) })
              .where((a, op) =>
                [
                  op.ne(a.cancelled, true),
                  `(${op.ne(a.isPrivate, true)} OR ${op.lte(a.makePublicAfterMs, readAt)})`,
                  op.gte(a.lastOccurrenceMs, readAt),
                ].join(' AND '),
              )
              .params() as QueryCommandInput,
          );
          return entity.parse({ Items: items }).data as EventItem[];
        }),
      ),
    );
    const seen = new Set<string>();
    return pages
      .flat()
      .filter((e) => !seen.has(e.eventId) && seen.add(e.eventId) && matchesSearch(e, q))
      .map((e) => ({ ...e, distanceMiles: distanceMiles(q, e.location) }))
      .filter((e) => e.distanceMiles <= q.radiusMiles);
  },
};
