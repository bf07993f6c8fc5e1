import { describe, expect, it } from 'vitest';
import { formatDistance, formatEventDate, formatMiles } from './format';

describe('formatting', () => {
  it('shows distance to one decimal place in miles', () => {
    expect(formatDistance(2.345)).toBe('2.3 mi');
    expect(formatDistance(0)).toBe('0.0 mi');
    expect(formatDistance(14.96)).toBe('15.0 mi');
  });

  it('shows a start time as weekday, date and time', () => {
    expect(formatEventDate('2026-12-05T18:30:00.000Z')).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatEventDate('soon')).toBe('soon');
  });

  it('names the radius in miles', () => {
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(15)).toBe('15 miles');
  });
});
