import { eventPaymentMethods, eventPaymentStatuses } from '@shared/schemas/event-payments';
import { createdAt, defineEntity, gsiKey, numbers, requiredStrings, strings, tableKey } from './table';

/**
 * One payment for a spot at one occurrence of a paid event: a Checkout on the organiser's
 * connected account (method card) or cash the organiser marked. The table key lists an event's
 * payments (manage page, refunding everyone at a cancellation); byOwner lists a person's (their
 * transactions). The amount, currency, account and Checkout session are recorded when Checkout
 * is made: only that session, for that amount on that account, can pay it.
 */
export const EventPayment = defineEntity('eventPayment', {
  attributes: {
    ...requiredStrings('eventId', 'paymentId', 'occurrence', 'userId', 'currency'),
    method: { type: eventPaymentMethods, required: true },
    status: { type: eventPaymentStatuses, required: true },
    amount: { type: 'number', required: true },
    guests: { type: 'number', default: 0 },
    applicationFee: { type: 'number', default: 0 },
    ...strings('account', 'checkoutSessionId', 'paymentIntentId', 'refundId', 'recordedBy', 'paidAt', 'refundedAt', 'eventTitle'),
    ...numbers('holdUntilMs'),
    createdAt,
  },
  indexes: {
    byEvent: tableKey(['eventId'], ['paymentId']),
    byUser: gsiKey('byOwner', ['userId'], ['createdAt', 'paymentId']),
  },
});
