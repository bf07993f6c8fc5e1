import * as z from 'zod';
import { multiLineText, singleLineText } from './text';
import { limits } from '../constants/limits';
import { gameTypes } from '../constants/lists';
import { latitude, longitude, queryNumber } from './common';

/** Places (spec §7 Places): courts, fields and venues where events happen. */
export const placeInput = z.object({
  name: singleLineText(100, { min: 2, minMessage: 'Name must be at least 2 characters', maxMessage: 'Name must be at most 100 characters' }),
  address: singleLineText(300, { min: 1, minMessage: 'Address is required', maxMessage: 'Address must be at most 300 characters' }),
  lat: latitude,
  lng: longitude,
  gameTypes: z.array(z.enum(gameTypes)).max(gameTypes.length).default([]),
  description: multiLineText(2000).default(''),
});
export type PlaceInput = z.infer<typeof placeInput>;

export const placeDto = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  lat: latitude,
  lng: longitude,
  gameTypes: z.array(z.string()),
  description: z.string(),
  creatorId: z.string(),
  createdAt: z.string(),
  distanceMiles: z.number().optional(),
});
export type PlaceDto = z.infer<typeof placeDto>;

/** Places by location (§7: bounds, page, filter): the circle around the map's centre, plus a text filter. */
export const nearbyPlacesQuery = z.object({
  lat: queryNumber.pipe(latitude),
  lng: queryNumber.pipe(longitude),
  radius: queryNumber
    .pipe(z.number().min(limits.radiusMiles.min, 'Radius must be between 1 and 50 miles').max(limits.radiusMiles.max, 'Radius must be between 1 and 50 miles'))
    .default(limits.radiusMiles.default),
  q: singleLineText(100).optional(),
  gameType: z.enum(gameTypes).optional(),
  page: queryNumber.pipe(z.number().int().min(1).max(1000)).default(1),
  limit: queryNumber.pipe(z.number().int().min(1).max(100)).default(20),
});
export const pagedPlacesDto = z.object({ items: z.array(placeDto), total: z.number().int(), page: z.number().int(), hasMore: z.boolean() });
/** City search (spec §5: go-to city chosen from US-city autocomplete; route city-search). */
export const citySearchQuery = z.object({
  q: singleLineText(100, { min: 2, minMessage: 'Type at least 2 characters' }),
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
