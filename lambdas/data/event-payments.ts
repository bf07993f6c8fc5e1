import type { ItemOf } from './entities/table';
import type { EventPayment } from './entities/event-payment';
import { db, unlessConditionFails } from './service';

export type EventPaymentItem = ItemOf<typeof EventPayment>;

/** Access patterns for paid events' payments: by event (manage page, refunds) and by payer (transactions). */
export const eventPayments = {
  async create(item: EventPaymentItem): Promise<EventPaymentItem> {
    const { data } = await db().entities.eventPayment.create(item).go();
    return data;
  },

  async get(eventId: string, paymentId: string): Promise<EventPaymentItem | null> {
    const { data } = await db().entities.eventPayment.get({ eventId, paymentId }).go({ consistent: true });
    return data;
  },

  /** Every payment of an event (all occurrences), oldest first. */
  async ofEvent(eventId: string): Promise<EventPaymentItem[]> {
    const { data } = await db().entities.eventPayment.query.byEvent({ eventId }).go({ pages: 'all' });
    return data;
  },

  /** A person's payments, newest first. */
  async ofUser(userId: string, limit = 50): Promise<EventPaymentItem[]> {
    const { data } = await db().entities.eventPayment.query.byUser({ userId }).go({ order: 'desc', limit });
    return data;
  },

  async setCheckout(eventId: string, paymentId: string, checkoutSessionId: string): Promise<void> {
    await db().entities.eventPayment.patch({ eventId, paymentId }).set({ checkoutSessionId }).go({ response: 'none' });
  },

  /** The payment follows its spot to the date an edit moved it to. */
  async setOccurrence(eventId: string, paymentId: string, occurrence: string): Promise<void> {
    await db().entities.eventPayment.patch({ eventId, paymentId }).set({ occurrence }).go({ response: 'none' });
  },

  /** pending (or lapsed) → paid; false when it was already paid or refunded (a redelivery). */
  async markPaid(eventId: string, paymentId: string, fields: { paymentIntentId?: string; paidAt: string }): Promise<boolean> {
    return unlessConditionFails(
      () =>
        db()
          .entities.eventPayment.patch({ eventId, paymentId })
          .set({ status: 'paid', ...fields })
          .where((a, op) => `${op.eq(a.status, 'pending')} OR ${op.eq(a.status, 'expired')}`)
          .go({ response: 'none' })
          .then(() => true),
      false,
    );
  },

  /** pending → expired; false when it was paid meanwhile. */
  async markExpired(eventId: string, paymentId: string): Promise<boolean> {
    return unlessConditionFails(
      () =>
        db()
          .entities.eventPayment.patch({ eventId, paymentId })
          .set({ status: 'expired' })
          .where((a, op) => op.eq(a.status, 'pending'))
          .go({ response: 'none' })
          .then(() => true),
      false,
    );
  },

  /** paid → refunded, once. */
  async markRefunded(eventId: string, paymentId: string, fields: { refundId?: string; refundedAt: string }): Promise<boolean> {
    return unlessConditionFails(
      () =>
        db()
          .entities.eventPayment.patch({ eventId, paymentId })
          .set({ status: 'refunded', ...fields })
          .where((a, op) => op.eq(a.status, 'paid'))
          .go({ response: 'none' })
          .then(() => true),
      false,
    );
  },
};
