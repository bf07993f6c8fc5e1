import type { EventSummaryDto, NearbyEventsQuery } from '@shared/schemas/event';
import { events, type EventItem } from '../../data/events';
import { rsvps } from '../../data/rsvps';
import type { Caller } from '../../lib/caller';
import { blockedAroundReader, withoutBlocked } from '../privacy/blocking';
import { occurrencesOf, toSummary } from './event-dto';
import { groupSlots, slotGroupOf } from './slot-groups';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  hasMore: boolean;
}

/** The occurrence of an event shown for a window: the first in it (future) or the last (past). */
export function occurrenceInWindow(e: EventItem, fromMs: number, toMs: number, past: boolean): string | undefined {
  const inWindow = (e.reoccurringInfo ? occurrencesOf(e) : [e.dateStart]).filter((o) => {
    const t = Date.parse(o);
    return t >= fromMs && t <= toMs;
  });
  return past ? inWindow[inWindow.length - 1] : inWindow[0];
}

/** Attach joinedCount of the shown occurrence, one BatchGet for the page (or the counters a caller read already). */
export async function withJoinedCounts(
  items: EventSummaryDto[],
  read?: ReadonlyArray<{ eventId: string; occurrence: string; joined?: number | undefined }>,
): Promise<EventSummaryDto[]> {
  const counters = read ?? (await rsvps.countersMany(items.map((i) => ({ eventId: i.id, occurrence: i.dateStart }))));
  const byKey = new Map(counters.map((c) => [`${c.eventId}|${c.occurrence}`, c]));
  return items.map((i) => ({ ...i, joinedCount: Math.max(0, byKey.get(`${i.id}|${i.dateStart}`)?.joined ?? 0) }));
}

/**
 * Discover (§7 events by location): events in the circle whose shown occurrence falls in the
 * epoch-ms window. Future searches start at max(from, now), past ones end before now (newest
 * first when sorted by date). Private events are never listed until makePublicAfter has passed;
 * cancelled ones never. A recurring event appears once, at its next occurrence in the window.
 * Events hosted by someone in `blocked` (the reader's `blockedAround`) are left out before paging.
 * `shared` reads the cover through `events.upcomingNear` (the home dashboard, which re-reads what
 * it shows); `joinedCounts: false` leaves the counts to a caller that reads them with others.
 */
export async function listNearbyEvents(
  q: NearbyEventsQuery,
  nowMs = Date.now(),
  blocked: ReadonlySet<string> = new Set(),
  options: { shared?: boolean; joinedCounts?: boolean } = {},
): Promise<Paged<EventSummaryDto>> {
  const past = q.pastFuture === 'past';
  const fromMs = past ? (q.from ?? 0) : Math.max(q.from ?? nowMs, nowMs);
  const toMs = past ? Math.min(q.to ?? nowMs - 1, nowMs - 1) : (q.to ?? Number.MAX_SAFE_INTEGER);
  if (fromMs > toMs) return { items: [], total: 0, page: q.page, hasMore: false };
  const search = {
    lat: q.lat,
    lng: q.lng,
    radiusMiles: q.radius,
    nowMs,
    lastFromMs: fromMs,
    ...(toMs < Number.MAX_SAFE_INTEGER ? { startToMs: toMs } : {}),
    ...(q.gameType ? { gameType: q.gameType } : {}),
    ...(q.q ? { text: q.q.toLowerCase() } : {}),
  };
  const items = options.shared ? await events.upcomingNear(search) : (await events.search(search)).items;
  const rows = withoutBlocked(items, blocked, (e) => e.creatorId).flatMap((e) => {
    const occurrence = occurrenceInWindow(e, fromMs, toMs, past);
    return occurrence ? [{ e, occurrence, at: Date.parse(occurrence) }] : [];
  });
  const byDate = (a: { at: number }, b: { at: number }) => (past ? b.at - a.at : a.at - b.at);
  rows.sort((a, b) =>
    q.sort === 'date'
      ? byDate(a, b) || a.e.distanceMiles - b.e.distanceMiles
      : a.e.distanceMiles - b.e.distanceMiles || byDate(a, b),
  );
  const grouped = groupSlots(rows);
  const start = (q.page - 1) * q.limit;
  const page = grouped.slice(start, start + q.limit).map((row) =>
    toSummary(row.e, {
      dateStart: row.occurrence,
      distanceMiles: Math.round(row.e.distanceMiles * 10) / 10,
      ...(row.others.length ? { slotGroup: slotGroupOf(row) } : {}),
    }),
  );
  return {
    items: options.joinedCounts === false ? page : await withJoinedCounts(page),
    total: grouped.length,
    page: q.page,
    hasMore: start + q.limit < grouped.length,
  };
}

/** GET /api/events/nearby (discover): signed in, nothing hosted by someone in a block pair with the reader. */
export async function discoverEvents(reader: Pick<Caller, 'uid'> | undefined, q: NearbyEventsQuery, nowMs = Date.now()): Promise<Paged<EventSummaryDto>> {
  return listNearbyEvents(q, nowMs, await blockedAroundReader(reader));
}
