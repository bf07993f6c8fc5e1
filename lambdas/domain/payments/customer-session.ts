import type * as z from 'zod';
import { paymentMessages } from '@shared/constants/payments';
import type { customerSessionDto } from '@shared/schemas/payments';
import { callStripe, stripe } from '../../lib/stripe';
import { BadRequestError, ForbiddenError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { ensureCustomer } from './subscriptions';
import { flagsFor } from '../admin/flags';

/**
 * §7 create customer session (email and uid): a Stripe customer session for the caller's own
 * customer, which is made from the signed-in e-mail and uid when they have none yet. Nothing comes
 * from the request, so nobody can open a session on another person's customer. Like every
 * subscription call it waits for the subscriptionsEnabled flag.
 */
export async function createCustomerSession(user: Caller): Promise<z.infer<typeof customerSessionDto>> {
  if (!(await flagsFor(user.uid)).subscriptionsEnabled) throw new ForbiddenError(paymentMessages.subscriptionsDisabled);
  if (!user.email)
    throw new BadRequestError(paymentMessages.customerSessionNeedsEmail, [
      { path: 'email', message: paymentMessages.customerSessionNeedsEmail },
    ]);
  const customer = await ensureCustomer(user);
  const session = await callStripe(
    'customerSessions.create',
    async () => (await stripe()).customerSessions.create({ customer, components: { pricing_table: { enabled: true } } }),
    paymentMessages.stripeUnavailable,
  );
  return {
    clientSecret: session.client_secret,
    customerId: customer,
    expiresAt: new Date(session.expires_at * 1000).toISOString(),
  };
}
