import * as z from 'zod';
import { limits } from '../constants/limits';

/** ULIDs (and Cognito subs for users) identify everything; keep path ids tight. */
export const idParam = z.string().trim().min(1).max(64, { abort: true }).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

export const geoPoint = z.object({ lat: latitude, lng: longitude });

/** Query-string numbers arrive as text. */
export const queryNumber = z.coerce.number({ error: 'Must be a number' }).refine(Number.isFinite, 'Must be a number');

const radiusMessage = 'Radius must be between 1 and 50 miles';

/** A search radius in a query string, in miles. */
export const radiusMilesQuery = queryNumber.pipe(z.number().min(limits.radiusMiles.min, radiusMessage).max(limits.radiusMiles.max, radiusMessage));

/** A search circle in a query string (the fields of a "near a point" query): its centre and radius. */
export const circleQuery = (defaultRadius: number = limits.radiusMiles.default) => ({
  lat: queryNumber.pipe(latitude),
  lng: queryNumber.pipe(longitude),
  radius: radiusMilesQuery.default(defaultRadius),
});

/** Numbered pages in a query string: which page, and how many items a page. */
export const pageQuery = {
  page: queryNumber.pipe(z.number().int().min(1).max(1000)).default(1),
  limit: queryNumber.pipe(z.number().int().min(1).max(100)).default(20),
};

/** One numbered page of a list: its items, how many there are in all, and whether more follow. */
export const pagedDto = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), hasMore: z.boolean() });

export const isoDateTime = z.iso.datetime({ offset: true });

export const errorBody = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okDto = z.object({ ok: z.literal(true) });
