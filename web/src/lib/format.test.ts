import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDay, formatDistance, formatEventDate, formatMiles, formatNumber, formatTime } from './format';

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

describe('formatting per language', () => {
  const at = '2026-12-05T18:30:00.000Z';

  it('writes an event date the US way in English and the Latin-American way in Spanish', () => {
    const en = formatEventDate(at, 'en');
    const es = formatEventDate(at, 'es');
    expect(en).toMatch(/^Sat, Dec 5, \d{1,2}:30\s[AP]M$/);
    expect(es).toMatch(/^sáb, 5 dic, \d{1,2}:30\s?[ap]\.\s?m\.$/);
  });

  it('shows a day, a time in a given zone and a decimal separator per language', () => {
    expect(formatDay(at, 'en')).toBe('Dec 5, 2026');
    expect(formatDay(at, 'es')).toBe('5 dic 2026');
    expect(formatTime(at, 'America/Denver', 'en')).toMatch(/^11:30\sAM$/);
    expect(formatTime(at, 'America/Denver', 'es')).toMatch(/^11:30\sa\.\s?m\.$/);
    expect(formatDistance(2.345, 'es')).toBe('2.3 mi');
    expect(formatNumber(1234.5, 'es')).toBe('1,234.5');
  });

  it('prices in dollars for both languages', () => {
    expect(formatCurrency(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatCurrency(1250, 'USD', 'es')).toMatch(/^(US\$|USD)\s?12\.50$|^12,50\s?(US\$|USD)$/);
  });

  it('names the radius in the language', () => {
    expect(formatMiles(1, 'es')).toBe('1 milla');
    expect(formatMiles(15, 'es')).toBe('15 millas');
  });
});
