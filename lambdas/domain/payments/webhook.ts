import type Stripe from 'stripe';
import { logger } from '../../lib/logger';
import { stripe } from '../../lib/stripe';
import { fulfilFormPayment } from '../forms/payments';
import { confirmPaidSession, expirePaidSession, reconcileRefund } from '../events/paid-events';
import { syncAccount } from './accounts';
import { syncSubscription } from './subscription-sync';

/**
 * What a verified Stripe event changes. Subscriptions are re-read from Stripe rather than taken
 * from the event, so events that arrive late or out of order still leave the latest state.
 *
 * A valid signature proves Stripe sent the event, not that it is about something of ours: the
 * Connect endpoint also receives what happens on every connected account (`event.account`), whose
 * owners can create sessions and subscriptions with any metadata. So subscriptions count only from
 * the platform's own account, and form payments only from the organiser's, as recorded.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<void> {
  const ignore = (reason: string, extra: Record<string, unknown> = {}) =>
    logger.warn('stripe event ignored', { id: event.id, type: event.type, account: event.account, reason, ...extra });
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode === 'payment' && session.metadata?.paymentId && session.metadata.eventId) {
        // Paid events are charged on the organiser's connected account too.
        await confirmPaidSession(session, event.account);
        return;
      }
      if (session.mode === 'payment' && session.metadata?.formId) {
        // Form payments are charged on the organiser's connected account (a Connect event).
        await fulfilFormPayment(session, event.account);
        return;
      }
      if (session.mode !== 'subscription') return;
      if (event.account) return ignore('subscription checkout on a connected account', { sessionId: session.id });
      const id = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (id) await syncSubscription(await (await stripe()).subscriptions.retrieve(id));
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      if (event.account) return ignore('subscription on a connected account', { subscriptionId: event.data.object.id });
      await syncSubscription(await (await stripe()).subscriptions.retrieve(event.data.object.id));
      return;
    case 'checkout.session.expired':
      if (event.data.object.metadata?.paymentId) await expirePaidSession(event.data.object, event.account);
      return;
    case 'charge.refunded':
      if (event.data.object.metadata?.paymentId) await reconcileRefund(event.data.object, event.account);
      return;
    case 'account.updated':
      if (event.account && event.account !== event.data.object.id)
        return ignore('another account', { accountId: event.data.object.id });
      await syncAccount(event.data.object);
      return;
    default:
      logger.debug('stripe event not used', { type: event.type });
  }
}
