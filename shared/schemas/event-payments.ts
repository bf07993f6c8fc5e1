import * as z from 'zod';
import { idParam, isoDateTime } from './common';

/** Paid events: payments and refunds of RSVPs (a card at Checkout, or cash the organiser marks). */

export const eventPaymentMethods = ['card', 'cash'] as const;
/** pending: Checkout open; paid; refunded; expired: the hold lapsed unpaid. */
export const eventPaymentStatuses = ['pending', 'paid', 'refunded', 'expired'] as const;

export const eventPaymentDto = z.object({
  id: z.string(),
  eventId: z.string(),
  occurrence: z.string(),
  userId: z.string(),
  displayName: z.string(),
  method: z.enum(eventPaymentMethods),
  status: z.enum(eventPaymentStatuses),
  /** Minor units of `currency`, guests included. */
  amount: z.number().int(),
  currency: z.string(),
  guests: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type EventPaymentDto = z.infer<typeof eventPaymentDto>;

export const eventPaymentsDto = z.object({ items: z.array(eventPaymentDto) });
export const eventPaymentParams = z.object({ eventId: idParam, paymentId: idParam });
export const markPaidParams = z.object({ eventId: idParam, uid: idParam });
export const markPaidInput = z.strictObject({ occurrence: isoDateTime });
