import { msg } from '@lingui/core/macro';
import { DEFAULT_CITY, limits } from '@shared/constants/limits';
import { gameTypes } from '@shared/constants/lists';
import type { QueryInputOf } from '@shared/api/routes';
import { teamKinds, type TeamKind } from '@shared/schemas/team';
import { i18n } from '@web/lib/i18n';

/** Cards per page on every team list. */
export const TEAMS_PAGE_SIZE = 12;
export const TEAM_RADIUS_CHOICES = [5, 10, 15, 25, 50] as const;

export interface DirectoryCity {
  name: string;
  lat: number;
  lng: number;
}

/** What `teams-v3` shows, kept in the URL so a search survives reloads and can be shared. */
export interface DirectoryFilters {
  /** Near a city (the nearby API), or every team newest first (the all-teams API). */
  scope: 'nearby' | 'all';
  kind: TeamKind | '';
  /** Nearby only: the all-teams API lists by kind alone. */
  gameType: string;
  q: string;
  city: DirectoryCity;
  radius: number;
  page: number;
}

const isKind = (value: string | null): value is TeamKind => (teamKinds as readonly string[]).includes(value ?? '');

function numberIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

/** Filters from the URL; anything missing or out of range falls back to its default. */
export function readDirectory(search: URLSearchParams, fallbackCity: DirectoryCity = DEFAULT_CITY): DirectoryFilters {
  const lat = numberIn(search.get('lat'), -90, 90);
  const lng = numberIn(search.get('lng'), -180, 180);
  const name = (search.get('city') ?? '').trim().slice(0, 100);
  const type = search.get('type') ?? '';
  const kind = search.get('kind');
  return {
    scope: search.get('scope') === 'all' ? 'all' : 'nearby',
    kind: isKind(kind) ? kind : '',
    gameType: (gameTypes as readonly string[]).includes(type) ? type : '',
    q: (search.get('q') ?? '').slice(0, 100),
    city: lat !== undefined && lng !== undefined ? { name: name || i18n._(msg`the chosen point`), lat, lng } : fallbackCity,
    radius: Math.round(
      numberIn(search.get('radius'), limits.radiusMiles.min, limits.radiusMiles.max) ?? limits.radiusMiles.default,
    ),
    page: Math.floor(numberIn(search.get('page'), 1, 1000) ?? 1),
  };
}

/** The URL for these filters: defaults left out so plain links stay plain. */
export function writeDirectory(filters: DirectoryFilters, fallbackCity: DirectoryCity = DEFAULT_CITY): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.scope === 'all') search.set('scope', 'all');
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.scope === 'nearby') {
    if (filters.gameType) search.set('type', filters.gameType);
    if (filters.q.trim()) search.set('q', filters.q.trim());
    const { city } = filters;
    if (city.lat !== fallbackCity.lat || city.lng !== fallbackCity.lng) {
      search.set('city', city.name);
      search.set('lat', String(city.lat));
      search.set('lng', String(city.lng));
    }
    if (filters.radius !== limits.radiusMiles.default) search.set('radius', String(filters.radius));
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export type NearbyTeamsQuery = QueryInputOf<'listNearbyTeams'>;
export type ListTeamsQuery = QueryInputOf<'listTeams'>;

export function toNearbyQuery(filters: DirectoryFilters): NearbyTeamsQuery {
  const q = filters.q.trim();
  return {
    lat: filters.city.lat,
    lng: filters.city.lng,
    radius: filters.radius,
    page: filters.page,
    limit: TEAMS_PAGE_SIZE,
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.gameType ? { gameType: filters.gameType as NonNullable<NearbyTeamsQuery['gameType']> } : {}),
    ...(q ? { q } : {}),
  };
}

export function toListQuery(filters: Pick<DirectoryFilters, 'kind' | 'page'>): ListTeamsQuery {
  return { page: filters.page, limit: TEAMS_PAGE_SIZE, ...(filters.kind ? { kind: filters.kind } : {}) };
}

/** "Page 2" of a list that says whether more follow: which pager buttons work. */
export function pagerState(page: number, hasMore: boolean) {
  return { canPrevious: page > 1, canNext: hasMore };
}
