import type { CityResult, CitySearchQuery } from '@shared/schemas/place';
import { citySearch } from '../../lib/places/city-search';

/** The go-to city autocomplete: whichever places adapter this deployment has answers. */
export async function searchCities({ q, limit }: CitySearchQuery): Promise<{ items: CityResult[] }> {
  return { items: await citySearch().search(q, limit) };
}
