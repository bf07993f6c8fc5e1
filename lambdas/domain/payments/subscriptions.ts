import type Stripe from 'stripe';
import type * as z from 'zod';
import { findPlan, paymentMessages, type SubscriptionKind } from '@shared/constants/payments';
import type {
  cancelSubscriptionQuery,
  changeSubscriptionInput,
  CreateSubscriptionInput,
  subscriptionLookupDto,
  SubscriptionDto,
} from '@shared/schemas/payments';
import { subscriptions, type SubscriptionItem } from '../../data/subscriptions';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { callStripe, stripe } from '../../lib/stripe';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { requireManager } from '../teams/teams';
import { checkEnvironment } from './accounts';
import { resolvePrice } from './plans';
import { LIVE_STATUSES, planKind, syncSubscription } from './subscription-sync';
import { flagsFor } from '../admin/flags';

function refuse(path: string, message: string): never {
  throw new BadRequestError(message, [{ path, message }]);
}

function toDto(s: SubscriptionItem, hostName: string): SubscriptionDto {
  const plan = findPlan(planKind(s.kind), s.platform, s.planId);
  return {
    id: s.subscriptionId,
    kind: s.kind,
    hostId: s.hostId,
    hostName,
    planId: s.planId,
    planLabel: plan?.label ?? s.planId,
    platform: s.platform,
    productId: s.productId ?? null,
    status: s.status,
    cost: plan?.cost ?? 0,
    interval: plan?.interval ?? 'month',
    periodStart: s.periodStart ?? null,
    periodEnd: s.periodEnd ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
    version: s.version ?? 1,
  };
}

async function withHostNames(items: SubscriptionItem[], payerName: string): Promise<SubscriptionDto[]> {
  const teamIds = items.filter((s) => s.kind !== 'user').map((s) => s.hostId);
  const names = new Map((await teams.getMany(teamIds)).map((t) => [t.teamId, t.name]));
  return items.map((s) => toDto(s, s.kind === 'user' ? payerName : (names.get(s.hostId) ?? 'Deleted team')));
}

async function payerName(uid: string): Promise<string> {
  const me = await users.get(uid);
  return me?.displayName ?? me?.fullName ?? 'You';
}

/** The Stripe customer that pays for the caller's subscriptions (made once, then kept on the profile). */
export async function ensureCustomer(user: Caller): Promise<string> {
  const me = await users.get(user.uid);
  if (!me) throw new NotFoundError('Profile not found: set up your account first');
  if (me.stripeCustomerId) return me.stripeCustomerId;
  const customer = await callStripe(
    'customers.create',
    async () =>
      (await stripe()).customers.create(
        { email: user.email, name: me.fullName ?? me.displayName, metadata: { uid: user.uid } },
        { idempotencyKey: `customer:${user.uid}` },
      ),
    paymentMessages.stripeUnavailable,
  );
  await users.setPayments(user.uid, { stripeCustomerId: customer.id });
  return customer.id;
}

/**
 * §7 create subscription: checks the plan, price and cost against the catalogue and who may pay
 * for the host, then answers the Stripe Checkout address. The webhook activates it once paid.
 */
export async function createSubscription(user: Caller, input: CreateSubscriptionInput): Promise<{ url: string }> {
  if (!(await flagsFor(user.uid)).subscriptionsEnabled) throw new ForbiddenError(paymentMessages.subscriptionsDisabled);
  checkEnvironment(input.environment);
  const item = input.items[0]!;
  const kind = item.type === 'CHANGE_TEAM_SUBSCRIPTION' ? 'team' : 'user';
  const plan = findPlan(kind, input.platform, item.id);
  if (!plan) refuse('items.0.id', paymentMessages.planNotFound);
  if (!plan.priceId) refuse('items.0.id', paymentMessages.planIsFree);
  if (item.subscriptionPriceId !== plan.priceId) refuse('items.0.subscriptionPriceId', paymentMessages.planMismatch);
  if (item.cost !== plan.cost) refuse('items.0.cost', paymentMessages.planMismatch);
  let hostId = user.uid;
  if (kind === 'team') {
    if (!item.hostId) refuse('items.0.hostId', 'Choose the team this plan is for');
    await requireManager(item.hostId, user);
    hostId = item.hostId;
  }
  const current = (await subscriptions.listByHost(hostId)).find((s) => s.kind === plan.item && LIVE_STATUSES.has(s.status));
  if (current) throw new ConflictError(paymentMessages.alreadySubscribed);

  const [customer, price] = await Promise.all([ensureCustomer(user), resolvePrice(plan.priceId)]);
  const metadata = { uid: user.uid, hostId, kind: plan.item, planId: plan.id, platform: input.platform };
  const appUrl = env().APP_URL;
  const session = await callStripe(
    'checkout.sessions.create',
    async () =>
      (await stripe()).checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: user.uid,
          line_items: [{ price, quantity: 1 }],
          metadata,
          subscription_data: { metadata },
          success_url: `${appUrl}/settings?tab=payments&paymentsuccessful=true`,
          cancel_url: `${appUrl}${kind === 'team' ? '/organizer/pricing' : '/pricing/member'}`,
        },
        // The same person, host and plan within the hour get the same checkout (a double click is one payment).
        { idempotencyKey: `checkout:${user.uid}:${hostId}:${plan.uid}:${Math.floor(Date.now() / 3_600_000)}` },
      ),
    paymentMessages.stripeUnavailable,
  );
  if (!session.url) throw new BadRequestError(paymentMessages.stripeUnavailable);
  logger.info('checkout started', { uid: user.uid, hostId, plan: plan.uid });
  return { url: session.url };
}

async function requireOwnSubscription(user: Caller, subscriptionId: string): Promise<SubscriptionItem> {
  const s = await subscriptions.get(subscriptionId);
  if (!s) throw new NotFoundError(paymentMessages.subscriptionNotFound);
  if (s.uid !== user.uid) throw new ForbiddenError(paymentMessages.notYourSubscription);
  return s;
}

/** Change Plan (§5): to another paid plan of the same kind, prorated; refused when the view is stale. */
export async function changeSubscription(
  user: Caller,
  subscriptionId: string,
  input: z.infer<typeof changeSubscriptionInput>,
): Promise<SubscriptionDto> {
  const s = await requireOwnSubscription(user, subscriptionId);
  if (!LIVE_STATUSES.has(s.status)) throw new ConflictError('This subscription has ended: subscribe again instead');
  const stale = () => new ConflictError('This subscription changed since you loaded it: reload and try again');
  if (s.version !== input.version) throw stale();
  const plan = findPlan(planKind(s.kind), s.platform, input.planId);
  if (!plan) refuse('planId', paymentMessages.planNotFound);
  if (!plan.priceId) refuse('planId', 'To move to the free plan, cancel the subscription');
  if (plan.id === s.planId) refuse('planId', 'This is already the current plan');
  const price = await resolvePrice(plan.priceId);
  // Claim the version first, so two changes made from the same view cannot both reach Stripe.
  if ((await subscriptions.update(subscriptionId, { planId: plan.id }, s.version)) === 'stale') throw stale();
  let updated: Stripe.Subscription;
  try {
    updated = await callStripe(
      'subscriptions.update',
      async () =>
        (await stripe()).subscriptions.update(
          subscriptionId,
          {
            items: [{ ...(s.itemId ? { id: s.itemId } : {}), price }],
            proration_behavior: 'create_prorations',
            metadata: { planId: plan.id },
          },
          { idempotencyKey: `change:${subscriptionId}:v${s.version}:${plan.id}` },
        ),
      'Something went wrong changing your plan. Please try again.',
    );
  } catch (error) {
    // Stripe kept the old plan: put our copy back to what Stripe says.
    await (
      await stripe()
    ).subscriptions
      .retrieve(subscriptionId)
      .then(syncSubscription)
      .catch((e: unknown) =>
        logger.error('subscription not re-synced after a failed change', { subscriptionId, error: e as Error }),
      );
    throw error;
  }
  const saved = await syncSubscription(updated);
  logger.info('subscription plan changed', { subscriptionId, from: s.planId, to: plan.id });
  return (await withHostNames([saved ?? s], await payerName(user.uid)))[0]!;
}

/** Cancel (§5, §7: type, id, platform): ends now; the team goes back to ROOKIE, the user to Free. */
export async function cancelSubscription(
  user: Caller,
  subscriptionId: string,
  q: z.infer<typeof cancelSubscriptionQuery>,
): Promise<SubscriptionDto> {
  const s = await requireOwnSubscription(user, subscriptionId);
  const expected = s.kind === 'user' ? 'CHANGE_USER_SUBSCRIPTION' : 'CHANGE_TEAM_SUBSCRIPTION';
  if (q.type !== expected) refuse('type', `This is a ${s.kind === 'user' ? 'user' : 'team'} subscription`);
  if (q.platform !== s.platform) refuse('platform', 'This subscription belongs to the other platform');
  let result: SubscriptionItem | null = s;
  if (s.status !== 'canceled') {
    const cancelled = await callStripe(
      'subscriptions.cancel',
      async () => (await stripe()).subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel:${subscriptionId}` }),
      'Something went wrong cancelling your subscription. Please try again.',
    );
    result = await syncSubscription(cancelled);
    logger.info('subscription cancelled', { subscriptionId });
  }
  return (await withHostNames([result ?? s], await payerName(user.uid)))[0]!;
}

export async function listMySubscriptions(user: Caller): Promise<{ items: SubscriptionDto[] }> {
  return { items: await withHostNames(await subscriptions.listByPayer(user.uid), await payerName(user.uid)) };
}

/** A host's subscriptions: the caller's own, or a team's for its owner and admins. */
export async function listHostSubscriptions(user: Caller, hostId: string): Promise<{ items: SubscriptionDto[] }> {
  if (hostId !== user.uid) await requireManager(hostId, user);
  return { items: await withHostNames(await subscriptions.listByHost(hostId), await payerName(user.uid)) };
}

/** §7 lookups by e-mail: the caller's active community (team) or member-plus subscriptions at Stripe. */
export async function lookupSubscriptions(
  user: Caller,
  kind: 'community' | 'member-plus',
): Promise<z.infer<typeof subscriptionLookupDto>> {
  const wanted: SubscriptionKind = kind === 'community' ? 'teams' : 'user';
  // Stripe lists every customer when the e-mail filter is empty: no address, nothing to find.
  if (!user.email.trim()) return { items: [] };
  const customers = await callStripe(
    'customers.list',
    async () => (await stripe()).customers.list({ email: user.email, limit: 10 }),
    paymentMessages.stripeUnavailable,
  );
  const lists = await Promise.all(
    customers.data.map((c) =>
      callStripe(
        'subscriptions.list',
        async () => (await stripe()).subscriptions.list({ customer: c.id, status: 'active', limit: 100 }),
        paymentMessages.stripeUnavailable,
      ),
    ),
  );
  const items = lists
    .flatMap((l) => l.data)
    .filter((s) => s.metadata?.kind === wanted)
    .map((s) => {
      const item = s.items.data[0];
      const product = item?.price.product;
      return {
        id: s.id,
        productId: typeof product === 'string' ? product : (product?.id ?? null),
        status: s.status,
        periodEnd: item ? item.current_period_end * 1000 : null,
      };
    });
  return { items };
}

/** §7 product by id (names on the subscription cards). */
export async function getProduct(productId: string): Promise<{ id: string; name: string }> {
  const product = await callStripe(
    'products.retrieve',
    async () => (await stripe()).products.retrieve(productId),
    'No such product',
  );
  return { id: product.id, name: product.name };
}
