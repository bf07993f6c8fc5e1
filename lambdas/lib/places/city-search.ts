import type { CityResult } from '@shared/schemas/place';
import { env } from '../env';
import { amazonLocationCitySearch } from './amazon-location';
import { gazetteerCitySearch } from './gazetteer';

/**
 * The places port for the go-to city autocomplete (spec §5: US cities only). Results are
 * `{name: 'Denver, CO', lat, lng}`, best first; the profile stores the chosen one. The adapters
 * beside this file implement it structurally and never import it, so the port can pick them.
 */
export interface CitySearch {
  search(q: string, limit: number): Promise<CityResult[]>;
}

let adapter: CitySearch | undefined;

/**
 * In AWS the places Lambda is bound to an Amazon Location place index (PLACE_INDEX_NAME);
 * without one (the local stack, tests) the offline gazetteer answers, so nothing needs a key.
 */
export function citySearch(): CitySearch {
  if (!adapter) {
    const indexName = env().PLACE_INDEX_NAME;
    adapter = indexName ? amazonLocationCitySearch(indexName) : gazetteerCitySearch();
  }
  return adapter;
}
