import * as z from 'zod';
import { latitude, longitude } from './common';

/** City search (spec §5: go-to city chosen from US-city autocomplete; route city-search). */
export const citySearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type CitySearchQuery = z.infer<typeof citySearchQuery>;

export const cityResult = z.object({
  /** "Denver, CO": city and state, as stored on the profile. */
  name: z.string(),
  lat: latitude,
  lng: longitude,
});
export type CityResult = z.infer<typeof cityResult>;

export const citySearchDto = z.object({ items: z.array(cityResult) });
