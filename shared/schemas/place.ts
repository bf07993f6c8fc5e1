import * as z from 'zod';
import { multiLineText, singleLineText } from './text';
import { gameTypes } from '../constants/lists';
import { circleQuery, latitude, longitude, pagedDto, pageQuery } from './common';

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
  ...circleQuery(),
  q: singleLineText(100).optional(),
  gameType: z.enum(gameTypes).optional(),
  ...pageQuery,
});
export const pagedPlacesDto = pagedDto(placeDto);
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
