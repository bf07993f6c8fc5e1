import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, limits } from '@shared/constants/limits';
import { pagerState, readDirectory, TEAMS_PAGE_SIZE, toListQuery, toNearbyQuery, writeDirectory } from './directory-query';

const boulder = { name: 'Boulder, CO', lat: 40.015, lng: -105.2705 };

describe('readDirectory', () => {
  it('defaults to teams near the fallback city', () => {
    expect(readDirectory(new URLSearchParams(), boulder)).toEqual({
      scope: 'nearby',
      kind: '',
      gameType: '',
      q: '',
      city: boulder,
      radius: limits.radiusMiles.default,
      page: 1,
    });
  });

  it('reads every filter and ignores values out of range', () => {
    const filters = readDirectory(
      new URLSearchParams('scope=all&kind=league&type=Pickleball&q=crew&city=Aurora%2C+CO&lat=39.7&lng=-104.8&radius=25&page=3'),
    );
    expect(filters).toMatchObject({ scope: 'all', kind: 'league', gameType: 'Pickleball', q: 'crew', radius: 25, page: 3 });
    expect(filters.city).toEqual({ name: 'Aurora, CO', lat: 39.7, lng: -104.8 });

    const bad = readDirectory(new URLSearchParams('kind=club&type=Quidditch&radius=500&page=0&lat=95&lng=0'));
    expect(bad).toMatchObject({ kind: '', gameType: '', radius: limits.radiusMiles.default, page: 1, city: DEFAULT_CITY });
  });
});

describe('writeDirectory', () => {
  it('leaves defaults out and round-trips', () => {
    const plain = readDirectory(new URLSearchParams());
    expect(writeDirectory(plain).toString()).toBe('');
    const filters = { ...plain, kind: 'community' as const, city: boulder, radius: 25, q: ' crew ', page: 2 };
    const written = writeDirectory(filters);
    expect(written.get('q')).toBe('crew');
    expect(readDirectory(written)).toEqual({ ...filters, q: 'crew' });
  });

  it('drops the nearby-only filters when listing all', () => {
    const filters = { ...readDirectory(new URLSearchParams()), scope: 'all' as const, gameType: 'Tennis', q: 'x', city: boulder };
    expect(writeDirectory(filters).toString()).toBe('scope=all');
  });
});

describe('API queries', () => {
  it('maps the filters onto the nearby and all-teams queries', () => {
    const filters = { ...readDirectory(new URLSearchParams()), kind: 'team' as const, gameType: 'Tennis', q: ' fc ', page: 2 };
    expect(toNearbyQuery(filters)).toEqual({
      lat: DEFAULT_CITY.lat,
      lng: DEFAULT_CITY.lng,
      radius: limits.radiusMiles.default,
      page: 2,
      limit: TEAMS_PAGE_SIZE,
      kind: 'team',
      gameType: 'Tennis',
      q: 'fc',
    });
    expect(toListQuery({ kind: '', page: 1 })).toEqual({ page: 1, limit: TEAMS_PAGE_SIZE });
  });

  it('enables the pager buttons only where there is a page to go to', () => {
    expect(pagerState(1, false)).toEqual({ canPrevious: false, canNext: false });
    expect(pagerState(2, true)).toEqual({ canPrevious: true, canNext: true });
  });
});
