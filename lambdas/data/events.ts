import { BatchWriteCommand, QueryCommand, type BatchWriteCommandInput, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { expandOccurrences } from '../../shared/events/recurrence';
import { documentClient } from '../lib/clients';
import type { Event } from './entities/event';
import type { Favorite } from './entities/favorite';
import type { Occurrence } from './entities/occurrence';
import type { Rsvp } from './entities/rsvp';
import { cellOf, cover, distanceMiles, encode, rangeEnd, type CoverBox } from './geo';
import { db, isConditionFailure, pagesOf } from './service';

export type EventItem = EntityItem<typeof Event>;
export type NewEvent = Omit<EventItem, 'geohash' | 'geoCell' | 'createdAt' | 'updatedAt'>;
export type EventFieldsWrite = Omit<
  EventItem,
  'eventId' | 'creatorId' | 'geohash' | 'geoCell' | 'createdAt' | 'updatedAt' | 'favoriteCount' | 'version' | 'cancelled'
>;
export type RsvpItem = EntityItem<typeof Rsvp>;
export type OccurrenceItem = EntityItem<typeof Occurrence>;
export type FavoriteItem = EntityItem<typeof Favorite>;

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

/** Transactions on one hot counter collide (TransactionConflict) under load: retry those with jitter. */
export async function writeWithRetry(run: () => Promise<{ canceled: boolean; data: Array<{ rejected: boolean; code?: string }> }>) {
  for (let attempt = 0; ; attempt++) {
    let result;
    try {
      result = await run();
    } catch (error) {
      if (/TransactionConflict|TransactionInProgress/i.test(String((error as Error).message)) && attempt < 30) {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * Math.min(attempt + 1, 8)));
        continue;
      }
      throw error;
    }
    if (!result.canceled) return { ok: true as const, codes: [] as string[] };
    const codes = result.data.map((r) => (r.rejected ? (r.code ?? 'Unknown') : 'None'));
    if (codes.some((c) => /ConditionalCheckFailed/i.test(c)) || attempt >= 30) return { ok: false as const, codes };
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * Math.min(attempt + 1, 8)));
  }
}

type Derivable = Pick<EventItem, 'location' | 'dateStart' | 'title'> &
  Partial<
    Pick<
      EventItem,
      'dateStartMs' | 'lastOccurrenceMs' | 'searchText' | 'description' | 'reoccurringInfo' | 'timeZone' | 'excludedDates'
    >
  >;

/** Derived attributes every write carries: geohash + cell, the epoch-ms copies discover filters on, the search text. */
const withGeo = <T extends Derivable>(e: T) => {
  const hash = encode(e.location.lat, e.location.lng);
  const dateStartMs = e.dateStartMs ?? Date.parse(e.dateStart);
  const lastOccurrenceMs =
    e.lastOccurrenceMs ??
    (e.reoccurringInfo
      ? Date.parse(
          expandOccurrences({
            dateStart: e.dateStart,
            timeZone: e.timeZone ?? 'UTC',
            reoccurringInfo: { ...e.reoccurringInfo, daysOfWeek: e.reoccurringInfo.daysOfWeek ?? [] },
            excludedDates: e.excludedDates ?? [],
          }).at(-1) ?? e.dateStart,
        )
      : dateStartMs);
  const searchText = e.searchText ?? [e.title, e.description ?? '', e.location.name].join(' \n ').toLowerCase();
  return { ...e, geohash: hash, geoCell: cellOf(hash), dateStartMs, lastOccurrenceMs, searchText };
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

/** Access patterns for events (docs/data-model.md). */
export const events = {
  async create(event: NewEvent): Promise<EventItem> {
    const { data } = await db().entities.event.create(withGeo(event)).go();
    return data as EventItem;
  },

  /** Create or replace (seed data, benchmarks and imports). */
  async put(event: NewEvent): Promise<void> {
    await db().entities.event.put(withGeo(event)).go();
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
  },

  async get(eventId: string): Promise<EventItem | null> {
    const { data } = await db().entities.event.get({ eventId }).go();
    return data;
  },

  /** Several events at once; unknown ids are left out. */
  async getMany(eventIds: string[]): Promise<EventItem[]> {
    const unique = [...new Set(eventIds)];
    if (!unique.length) return [];
    const found: EventItem[] = [];
    let keys = unique.map((eventId) => ({ eventId }));
    for (let attempt = 0; keys.length && attempt < 5; attempt++) {
      const { data, unprocessed } = await db().entities.event.get(keys).go();
      found.push(...data);
      keys = unprocessed;
    }
    return found;
  },

  /**
   * Replace the creator-set fields if the stored version still matches. 'stale' on a version
   * mismatch, 'missing' when the event is gone. Counters (favorites) are left alone.
   */
  async update(eventId: string, fields: EventFieldsWrite, expectedVersion: number): Promise<EventItem | 'stale' | 'missing'> {
    const set: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(withGeo(fields))) if (v !== undefined && v !== null) set[k] = v;
    const remove = CLEARABLE.filter((k) => fields[k] === undefined || fields[k] === null);
    try {
      let op = db()
        .entities.event.patch({ eventId })
        .set({ ...(set as Partial<EventItem>), version: expectedVersion + 1 });
      if (remove.length) op = op.remove(remove);
      const { data } = await op.where(({ version }, { eq }) => eq(version, expectedVersion)).go({ response: 'all_new' });
      return data as EventItem;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return (await events.get(eventId)) ? 'stale' : 'missing';
    }
  },

  async cancel(eventId: string): Promise<EventItem | null> {
    try {
      const { data } = await db()
        .entities.event.patch({ eventId })
        .set({ cancelled: true })
        .add({ version: 1 })
        .go({ response: 'all_new' });
      return data as EventItem;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
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
};

/** Access patterns for RSVPs and the per-occurrence counters. */
export const rsvps = {
  async get(eventId: string, occurrence: string, userId: string): Promise<RsvpItem | null> {
    const { data } = await db().entities.rsvp.get({ eventId, occurrence, userId }).go();
    return data;
  },

  /** Every RSVP of one occurrence. */
  async ofOccurrence(eventId: string, occurrence: string): Promise<RsvpItem[]> {
    const { data } = await db().entities.rsvp.query.byEvent({ eventId, occurrence }).go({ pages: 'all' });
    return data;
  },

  /** Every RSVP of every occurrence of an event. */
  async ofEvent(eventId: string): Promise<RsvpItem[]> {
    const { data } = await db().entities.rsvp.query.byEvent({ eventId }).go({ pages: 'all' });
    return data;
  },

  /** A person's RSVPs, by occurrence. */
  async ofUser(userId: string): Promise<RsvpItem[]> {
    const { data } = await db().entities.rsvp.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },

  /** A person's RSVPs to one event (every occurrence), by occurrence. */
  async ofUserForEvent(userId: string, eventId: string): Promise<RsvpItem[]> {
    const { data } = await db()
      .entities.rsvp.query.byUser({ userId })
      .where((a, op) => op.eq(a.eventId, eventId))
      .go({ pages: 'all' });
    return data;
  },

  /**
   * Everyone's RSVPs to occurrences starting in [from, to), one page at a time (byDay: one
   * partition per UTC day in the window), so a busy day never loads whole into memory.
   */
  async *startingBetween(from: string, to: string, pageSize = 100): AsyncGenerator<RsvpItem[]> {
    for (let day = Date.parse(from.slice(0, 10)); day <= Date.parse(to); day += 86_400_000) {
      const occurrenceDay = new Date(day).toISOString().slice(0, 10);
      const pages = pagesOf((cursor) =>
        db().entities.rsvp.query.byDay({ occurrenceDay }).between({ occurrence: from }, { occurrence: to }).go({ cursor, limit: pageSize }),
      );
      for await (const page of pages) {
        const inWindow = page.filter((r) => r.occurrence >= from && r.occurrence < to);
        if (inWindow.length) yield inWindow;
      }
    }
  },

  async counters(eventId: string, occurrence: string): Promise<OccurrenceItem> {
    const { data } = await db().entities.occurrence.get({ eventId, occurrence }).go({ consistent: true });
    return data ?? { eventId, occurrence, taken: 0, joined: 0, guests: 0, waitlisted: 0, pending: 0, waitSeq: 0 };
  },

  /** Counters of several occurrences (of any events) in one BatchGet; missing ones are left out. */
  async countersMany(keys: Array<{ eventId: string; occurrence: string }>): Promise<OccurrenceItem[]> {
    if (!keys.length) return [];
    const { data } = await db().entities.occurrence.get(keys).go();
    return data;
  },

  /**
   * Join if the party fits: in one transaction, the counter's `taken` grows only while
   * `taken + party <= capacity` and nobody waits (no jumping the waitlist), and the RSVP is
   * created only if the person has none. 'full' or 'exists' otherwise.
   */
  async join(
    eventId: string,
    occurrence: string,
    userId: string,
    guests: number,
    capacity: number | null,
  ): Promise<'joined' | 'full' | 'exists'> {
    const party = 1 + guests;
    if (capacity !== null && party > capacity) return 'full';
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter
            .update({ eventId, occurrence })
            .add({ taken: party, joined: 1, guests })
            .where((a, op) =>
              capacity === null
                ? `(${op.notExists(a.waitlisted)} OR ${op.lte(a.waitlisted, 0)})`
                : `(${op.notExists(a.taken)} OR ${op.lte(a.taken, capacity - party)}) AND (${op.notExists(a.waitlisted)} OR ${op.lte(a.waitlisted, 0)})`,
            )
            .commit(),
          rsvp.create({ eventId, occurrence, userId, status: 'joined', guests }).commit(),
        ])
        .go(),
    );
    if (result.ok) return 'joined';
    return /ConditionalCheckFailed/i.test(result.codes[1] ?? '') ? 'exists' : 'full';
  },

  /** Take a waitlist ticket (atomic counter: arrival order) and queue the RSVP. */
  async waitlist(eventId: string, occurrence: string, userId: string, guests: number): Promise<RsvpItem | 'exists'> {
    const ticket = await db()
      .entities.occurrence.update({ eventId, occurrence })
      .add({ waitSeq: 1 })
      .go({ response: 'updated_new' });
    const waitSeq = ticket.data.waitSeq!;
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId, occurrence }).add({ waitlisted: 1 }).commit(),
          rsvp.create({ eventId, occurrence, userId, status: 'waitlisted', guests, waitSeq }).commit(),
        ])
        .go(),
    );
    if (!result.ok) return 'exists';
    return (await rsvps.get(eventId, occurrence, userId))!;
  },

  /** Ask the creator: a pending RSVP holds no spot. */
  async pend(eventId: string, occurrence: string, userId: string, guests: number): Promise<RsvpItem | 'exists'> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId, occurrence }).add({ pending: 1 }).commit(),
          rsvp.create({ eventId, occurrence, userId, status: 'pending', guests }).commit(),
        ])
        .go(),
    );
    if (!result.ok) return 'exists';
    return (await rsvps.get(eventId, occurrence, userId))!;
  },

  /** Delete an RSVP and give back what it held, if it is still in the state read. */
  async remove(r: RsvpItem): Promise<boolean> {
    const party = 1 + (r.guests ?? 0);
    const delta =
      r.status === 'joined'
        ? { taken: -party, joined: -1, guests: -(r.guests ?? 0) }
        : r.status === 'waitlisted'
          ? { waitlisted: -1 }
          : { pending: -1 };
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId: r.eventId, occurrence: r.occurrence }).add(delta).commit(),
          rsvp
            .delete({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .where((a, op) => op.eq(a.status, r.status))
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** waitlisted or pending → joined, if the party fits (same capacity condition as join, minus the waitlist rule). */
  async admit(r: RsvpItem, capacity: number | null): Promise<boolean> {
    const guests = r.guests ?? 0;
    const party = 1 + guests;
    if (capacity !== null && party > capacity) return false;
    const from = r.status;
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          (() => {
            const op = counter
              .update({ eventId: r.eventId, occurrence: r.occurrence })
              .add({ taken: party, joined: 1, guests, ...(from === 'waitlisted' ? { waitlisted: -1 } : { pending: -1 }) });
            return capacity === null
              ? op.commit()
              : op.where((a, o) => `(${o.notExists(a.taken)} OR ${o.lte(a.taken, capacity - party)})`).commit();
          })(),
          rsvp
            .patch({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .set({ status: 'joined' })
            .where((a, op) => op.eq(a.status, from))
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** pending → waitlisted with a fresh ticket (approved while full). */
  async pendingToWaitlist(r: RsvpItem): Promise<boolean> {
    const ticket = await db()
      .entities.occurrence.update({ eventId: r.eventId, occurrence: r.occurrence })
      .add({ waitSeq: 1 })
      .go({ response: 'updated_new' });
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ occurrence: counter, rsvp }) => [
          counter.update({ eventId: r.eventId, occurrence: r.occurrence }).add({ pending: -1, waitlisted: 1 }).commit(),
          rsvp
            .patch({ eventId: r.eventId, occurrence: r.occurrence, userId: r.userId })
            .set({ status: 'waitlisted', waitSeq: ticket.data.waitSeq! })
            .where((a, op) => op.eq(a.status, 'pending'))
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },
};

/** Access patterns for favorites; the event's favoriteCount moves in the same transaction. */
export const favorites = {
  async isFavorite(userId: string, eventId: string): Promise<boolean> {
    const { data } = await db().entities.favorite.get({ userId, eventId }).go();
    return data !== null;
  },

  /** Idempotent: false when it was already a favorite (or the event is gone). */
  async add(userId: string, eventId: string): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ favorite, event }) => [
          favorite.create({ userId, eventId }).commit(),
          event.patch({ eventId }).add({ favoriteCount: 1 }).commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** Idempotent: false when it was not a favorite. */
  async remove(userId: string, eventId: string): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ favorite, event }) => [
          favorite
            .delete({ userId, eventId })
            .where((a, op) => op.exists(a.eventId))
            .commit(),
          event
            .patch({ eventId })
            .add({ favoriteCount: -1 })
            .where((a, op) => op.gt(a.favoriteCount, 0))
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  async ofUser(userId: string): Promise<FavoriteItem[]> {
    const { data } = await db().entities.favorite.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },
};

/** A person's role in the team hosting an event (owner/admin may manage it), or null. */
export async function teamRoleOf(teamId: string, userId: string): Promise<string | null> {
  const { data } = await db().entities.membership.get({ teamId, userId }).go();
  return data?.role ?? null;
}
