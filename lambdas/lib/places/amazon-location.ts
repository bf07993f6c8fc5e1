import type {
  LocationClient,
  SearchForTextResult,
  SearchPlaceIndexForTextCommandInput,
  SearchPlaceIndexForTextCommandOutput,
} from '@aws-sdk/client-location';
import type { CityResult } from '@shared/schemas/place';
import { env } from '../env';
import { stateCode } from './us-states';

/** The one call this adapter makes; tests pass a fake. */
export type SearchText = (input: SearchPlaceIndexForTextCommandInput) => Promise<SearchPlaceIndexForTextCommandOutput>;

/**
 * Amazon Location Service adapter (Places API v1, an Esri place index created by the app stack).
 * Text search is restricted to the USA; results are reduced to towns: a place without a
 * municipality and a US state (a street, a region) is dropped, municipality matches come before
 * points of interest inside a town, and each 'City, ST' appears once.
 */
export function amazonLocationCitySearch(indexName: string, send?: SearchText) {
  // The SDK's Location client is loaded on the first search: the places function serves other
  // routes too, and loading it costs about 65 ms of CPU.
  let sdk:
    | Promise<{ client: LocationClient; Command: typeof import('@aws-sdk/client-location').SearchPlaceIndexForTextCommand }>
    | undefined;
  const searchText: SearchText =
    send ??
    (async (input) => {
      sdk ??= import('@aws-sdk/client-location').then((m) => ({
        client: new m.LocationClient({ region: env().AWS_REGION }),
        Command: m.SearchPlaceIndexForTextCommand,
      }));
      const { client, Command } = await sdk;
      return client.send(new Command(input));
    });
  return {
    async search(q: string, limit: number): Promise<CityResult[]> {
      const out = await searchText({
        IndexName: indexName,
        Text: q,
        FilterCountries: ['USA'],
        // Headroom for results that are dropped or merged below.
        MaxResults: Math.min(50, limit * 3),
        Language: 'en',
      });
      return toCityResults(out.Results ?? [], limit);
    },
  };
}

export function toCityResults(results: readonly SearchForTextResult[], limit: number): CityResult[] {
  const isTown = (r: SearchForTextResult) => (r.Place?.Categories ?? []).includes('MunicipalityType');
  // Stable sort: towns first, each group in Amazon Location's relevance order.
  const ordered = [...results.filter(isTown), ...results.filter((r) => !isTown(r))];
  const seen = new Set<string>();
  const cities: CityResult[] = [];
  for (const { Place: place } of ordered) {
    const point = place?.Geometry?.Point;
    const state = place?.Region ? stateCode(place.Region) : undefined;
    if (!place?.Municipality || !state || point?.length !== 2) continue;
    const name = `${place.Municipality}, ${state}`;
    if (seen.has(name)) continue;
    seen.add(name);
    cities.push({ name, lat: point[1]!, lng: point[0]! });
    if (cities.length === limit) break;
  }
  return cities;
}
