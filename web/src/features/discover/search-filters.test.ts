import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { hasFilters, rangeError, readFilters, toQuery } from './search-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('discover search filters', () => {
  it('defaults to upcoming events by distance within 15 miles of Denver', () => {
    const filters = read('');
    expect(toQuery(filters, 1)).toEqual({
      lat: DEFAULT_CITY.lat,
      lng: DEFAULT_CITY.lng,
      radius: 15,
      pastFuture: 'future',
      sort: 'distance',
      page: 1,
      limit: 20,
    });
    expect(hasFilters(filters)).toBe(false);
  });

  it('ignores an unknown game type and malformed dates', () => {
    const filters = read('type=Quidditch&from=tomorrow&to=2026-13-45');
    expect(filters).toMatchObject({ gameType: '', from: '', to: '' });
  });

  it('makes a one-day window cover the whole day', () => {
    const query = toQuery(read('from=2026-12-05&to=2026-12-05'), 1);
    expect(Number(query.to) - Number(query.from) + 1).toBe(24 * 60 * 60 * 1000);
  });

  it('flags a backwards range', () => {
    expect(rangeError(read('from=2026-12-05&to=2026-12-04'))).toBe('The end date must be after the start date');
    expect(rangeError(read('from=2026-12-05'))).toBeUndefined();
  });
});
