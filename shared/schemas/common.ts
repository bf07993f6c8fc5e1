import * as z from 'zod';

/** ULIDs (and Cognito subs for users) identify everything; keep path ids tight. */
export const idParam = z.string().trim().min(1).max(64, { abort: true }).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

export const geoPoint = z.object({ lat: latitude, lng: longitude });

/** Query-string numbers arrive as text. */
export const queryNumber = z.coerce.number().refine(Number.isFinite, 'Must be a number');

export const isoDateTime = z.iso.datetime({ offset: true });

export const errorBody = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okDto = z.object({ ok: z.literal(true) });
