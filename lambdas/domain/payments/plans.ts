import type Stripe from 'stripe';
import { findPlan, paymentMessages, teamPlans, userPlans, type Plan, type Platform } from '@shared/constants/payments';
import type { PlanDto } from '@shared/schemas/payments';
import { NotConfiguredError } from '../../lib/errors';
import { callStripe, stripe } from '../../lib/stripe';

/** §7 Subscription plans: teams' (monthly) or a platform's user plans (yearly). */
export async function listPlans(q: { kind: 'team' | 'user'; platform: Platform }): Promise<{ items: PlanDto[] }> {
  return { items: (q.kind === 'team' ? teamPlans : userPlans[q.platform]).map((p) => ({ ...p, features: [...p.features] })) };
}

/** The plan a Stripe price stands for (its lookup key), so a change made in the Stripe portal is understood too. */
export function planOfPrice(price: Pick<Stripe.Price, 'lookup_key'> | null | undefined, platform: Platform): Plan | undefined {
  if (!price?.lookup_key) return undefined;
  return [...teamPlans, ...userPlans[platform]].find((p) => p.priceId === price.lookup_key);
}

export { findPlan };

const priceIds = new Map<string, string>();

/** A plan's lookup key → the Stripe price id in this account (cached for the container's life). */
export async function resolvePrice(lookupKey: string): Promise<string> {
  const cached = priceIds.get(lookupKey);
  if (cached) return cached;
  const list = await callStripe(
    'prices.list',
    async () => (await stripe()).prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
    paymentMessages.planNotFound,
  );
  const price = list.data[0];
  // A missing price is a deployment fault (README: create the prices), not the person's.
  if (!price) throw new NotConfiguredError(paymentMessages.notConfigured);
  priceIds.set(lookupKey, price.id);
  return price.id;
}
