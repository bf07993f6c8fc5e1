import { subscriptions } from '../../../data/subscriptions';
import { logger } from '../../../lib/logger';
import { stripe, stripeSdk } from '../../../lib/stripe';

/** What Stripe says when the thing is already gone: a retry after a partial deletion meets these. */
async function alreadyGone(error: unknown): Promise<boolean> {
  if (!(error instanceof (await stripeSdk()).errors.StripeError)) return false;
  return error.code === 'resource_missing' || /already been canceled/i.test(error.message);
}

async function unlessGone(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(await alreadyGone(error))) throw error;
  }
}

/**
 * Stop everything the person pays for and forget them at Stripe: every subscription they pay
 * (their own plan; a team's plan they pay, since the teams they were on are left first) is
 * cancelled now, then each of their customers is deleted. Stripe is only called when there is
 * something there, so an account that never paid needs no Stripe at all.
 */
export async function closeBillingOf(uid: string, profileCustomerId: string | undefined): Promise<number> {
  const paid = await subscriptions.listByPayer(uid);
  const customers = new Set(paid.map((s) => s.customerId));
  if (profileCustomerId) customers.add(profileCustomerId);
  for (const s of paid) {
    if (s.status === 'canceled') continue;
    await unlessGone(async () =>
      (await stripe()).subscriptions.cancel(s.subscriptionId, {}, { idempotencyKey: `cancel:${s.subscriptionId}` }),
    );
    logger.info('subscription cancelled with its account', { uid, subscriptionId: s.subscriptionId });
  }
  for (const customerId of customers) await unlessGone(async () => (await stripe()).customers.del(customerId));
  return paid.length + customers.size;
}
