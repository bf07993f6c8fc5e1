import * as z from 'zod';
import { idParam, isoDateTime } from './common';
import { emailAddress, singleLineText } from './text';

/** Limits of a guest's fields (the spec's full-name and e-mail limits, §9). */
export const GUEST_LIMITS = { name: { min: 2, max: 300 }, email: { max: 100 } } as const;

export const guestEmail = emailAddress(GUEST_LIMITS.email.max, 'Please enter a valid email address', `Email must be at most ${GUEST_LIMITS.email.max} characters`);

/** Add a guest by name and e-mail; on an event, to one occurrence (default: the next). */
export const addGuestInput = z.strictObject({
  name: singleLineText(GUEST_LIMITS.name.max, {
    min: GUEST_LIMITS.name.min,
    minMessage: `Name must be at least ${GUEST_LIMITS.name.min} characters`,
    maxMessage: `Name must be at most ${GUEST_LIMITS.name.max} characters`,
  }),
  // Bounded before trimming too, so no unbounded string reaches the parser (guestEmail bounds the trimmed address).
  email: z.string().max(320).trim().pipe(guestEmail),
  occurrence: isoDateTime.optional(),
});
export type AddGuestInput = z.infer<typeof addGuestInput>;

export const guestByEmailQuery = z.object({ email: z.string().max(320).trim().pipe(guestEmail) });

export const guestParams = z.object({ guestId: idParam });

/** The guest's place in an event occurrence (none on a team, or once the organiser removed it). */
export const guestPlaceDto = z.object({ occurrence: z.string(), status: z.enum(['joined', 'waitlisted', 'pending']) });

/** A guest as an organiser sees it (only organisers ever see a guest's e-mail). */
export const guestDto = z.object({
  guestId: z.string(),
  scope: z.enum(['event', 'team']),
  scopeId: z.string(),
  name: z.string(),
  email: z.string(),
  places: z.array(guestPlaceDto),
  unsubscribed: z.boolean(),
  createdAt: z.string(),
});
export type GuestDto = z.infer<typeof guestDto>;

/** The answer to adding a guest: the guest, and whether this call added them (false: already a guest). */
export const addGuestResultDto = z.object({ guest: guestDto, created: z.boolean() });
export const guestListDto = z.object({ items: z.array(guestDto) });
export const removeGuestResultDto = z.object({ removed: z.boolean() });

/** The unsubscribe link's token: the guest's id and the random secret, joined by a dot. */
export const unsubscribeToken = z.string().max(200).regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/, 'Invalid unsubscribe link');
export const unsubscribeParams = z.object({ token: unsubscribeToken });
export const unsubscribeResultDto = z.object({ unsubscribed: z.literal(true), from: z.string() });
