import * as z from 'zod';
import { limits } from '../constants/limits';

/** ULIDs (and Cognito subs for users) identify everything; keep path ids tight. */
export const idParam = z.string().trim().min(1).max(64, { abort: true }).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/**
 * A number the table can store: DynamoDB refuses magnitudes nearer zero than 1e-130 and the SDK
 * integers past 2^53, which would otherwise fail the write after the request was accepted.
 */
export const storable = (n: z.ZodNumber = z.number()) =>
  n.refine((v) => v === 0 || (Math.abs(v) >= 1e-100 && Math.abs(v) <= Number.MAX_SAFE_INTEGER), 'This number is out of range');

export const latitude = storable(z.number().min(-90).max(90));
export const longitude = storable(z.number().min(-180).max(180));

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

/**
 * The instants an ISO date-time may name: its UTC form must still be a four-digit year (an offset
 * can push 9999-12-31 into 10000). Checked only on a well-formed date-time (abort), so junk of any
 * length is refused by the format alone.
 */
const EARLIEST_MS = Date.UTC(1900, 0, 1);
const LATEST_MS = Date.UTC(9999, 0, 1);
export const isoDateTime = z.iso.datetime({ offset: true, abort: true }).refine((v) => {
  const at = Date.parse(v);
  return at >= EARLIEST_MS && at < LATEST_MS;
}, 'Use a date between the years 1900 and 9998');

export const errorBody = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okDto = z.object({ ok: z.literal(true) });

/** Bytes of a value as UTF-8 JSON: about what it adds to the table item that stores it. */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/**
 * A part of a request that is stored inside one table item, capped so the item stays under
 * DynamoDB's 400 KB with room for the rest of it: past the cap, a 400 naming the field.
 */
export function withinKb<T extends z.ZodType>(schema: T, maxKb: number) {
  return schema.superRefine((value, ctx) => {
    if (jsonBytes(value) > maxKb * 1024) ctx.addIssue({ code: 'custom', message: `Too large to save: at most ${maxKb} KB` });
  });
}
