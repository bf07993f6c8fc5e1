import type Stripe from 'stripe';
import { logger } from '../../lib/logger';
import { stripe } from '../../lib/stripe';
import { fulfilFormPayment } from '../forms/payments';
import { syncAccount } from './accounts';
import { syncSubscription } from './subscriptions';

/**
 * What a verified Stripe event changes. Subscriptions are re-read from Stripe rather than taken
 * from the event, so events that arrive late or out of order still leave the latest state.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const id = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (session.mode === 'subscription' && id) await syncSubscription(await stripe().subscriptions.retrieve(id));
      // Form payments are charged on the organiser's connected account (Connect event).
      if (session.mode === 'payment' && session.metadata?.formId) await fulfilFormPayment(session);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(await stripe().subscriptions.retrieve(event.data.object.id));
      return;
    case 'account.updated':
      await syncAccount(event.data.object);
      return;
    default:
      logger.debug('stripe event not used', { type: event.type });
  }
}
