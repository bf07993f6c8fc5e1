import * as z from 'zod';
import { limits } from '../constants/limits';
import { latitude, longitude, queryNumber } from './common';

export const eventLocation = z.object({
  name: z.string(),
  address: z.string().optional(),
  lat: latitude,
  lng: longitude,
});

/** Event summary (spec §3), plus the distance from the searched point. */
export const eventSummaryDto = z.object({
  id: z.string(),
  title: z.string(),
  gameType: z.string(),
  dateStart: z.string(),
  location: eventLocation,
  cancelled: z.boolean(),
  creatorId: z.string(),
  distanceMiles: z.number().optional(),
});
export type EventSummaryDto = z.infer<typeof eventSummaryDto>;

/** Nearby search: a point, a radius in miles (1-50, default 15) and an optional date window. */
export const nearbyEventsQuery = z.object({
  lat: queryNumber.pipe(latitude),
  lng: queryNumber.pipe(longitude),
  radius: queryNumber
    .pipe(z.number().min(limits.radiusMiles.min).max(limits.radiusMiles.max))
    .default(limits.radiusMiles.default),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type NearbyEventsQuery = z.infer<typeof nearbyEventsQuery>;

export const nearbyEventsDto = z.object({ items: z.array(eventSummaryDto) });
