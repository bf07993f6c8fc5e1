import { t } from '@lingui/core/macro';
import { gameTypes, type GameType } from '@shared/constants/lists';
import { dayRangeMs } from '@shared/schemas/event';
import type { NearbyEventsQuery } from './api/use-nearby-events';
import { readSearchPoint, type SearchPoint } from './search-point';

/** Everything a discover search is, read from (and written to) the URL so a search can be shared. */
export interface SearchFilters {
  point: SearchPoint;
  /** YYYY-MM-DD in the viewer's zone ('' = open). */
  from: string;
  to: string;
  gameType: GameType | '';
  q: string;
  pastFuture: 'future' | 'past';
  sort: 'distance' | 'date';
}

export const PAGE_SIZE = 20;

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function readFilters(search: URLSearchParams): SearchFilters {
  const type = search.get('type') ?? '';
  return {
    point: readSearchPoint(search),
    from: isDay(search.get('from')) ? search.get('from')! : '',
    to: isDay(search.get('to')) ? search.get('to')! : '',
    gameType: (gameTypes as readonly string[]).includes(type) ? (type as GameType) : '',
    q: (search.get('q') ?? '').slice(0, 100),
    pastFuture: search.get('when') === 'past' ? 'past' : 'future',
    sort: search.get('sort') === 'date' ? 'date' : 'distance',
  };
}

/** A local calendar day (not UTC midnight, which is the day before west of Greenwich). */
function localDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** "The end date must be after the start date" when the range is backwards. */
export function rangeError(filters: SearchFilters): string | undefined {
  return filters.from && filters.to && filters.from > filters.to ? t`The end date must be after the start date` : undefined;
}

/**
 * The API query for one page: the date window runs from the start of the start day to 23:59:59.999
 * of the end day in the viewer's zone, as epoch ms (§7, `dayRangeMs`).
 */
export function toQuery(filters: SearchFilters, page: number): NearbyEventsQuery {
  const { point } = filters;
  const q = filters.q.trim();
  return {
    lat: point.lat,
    lng: point.lng,
    radius: point.radius,
    ...(filters.from ? { from: dayRangeMs(localDay(filters.from), localDay(filters.from)).from } : {}),
    ...(filters.to ? { to: dayRangeMs(localDay(filters.to), localDay(filters.to)).to } : {}),
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(q ? { q } : {}),
    pastFuture: filters.pastFuture,
    sort: filters.sort,
    page,
    limit: PAGE_SIZE,
  };
}

export const hasFilters = (filters: SearchFilters) =>
  Boolean(
    filters.from ||
    filters.to ||
    filters.gameType ||
    filters.q.trim() ||
    filters.pastFuture === 'past' ||
    filters.sort === 'date',
  );
