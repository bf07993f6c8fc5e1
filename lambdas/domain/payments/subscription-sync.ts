/** Stripe's view of a subscription stored, and what it grants applied (webhooks and our own changes). */

import type Stripe from 'stripe';
import { findPlan, subscriptionKinds, type Plan, type Platform, type SubscriptionKind } from '@shared/constants/payments';
import { subscriptions, type SubscriptionItem } from '../../data/subscriptions';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { planOfPrice } from './plans';

/** Stripe statuses in which the subscriber has what they pay for. */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const FREE_USER_PLAN = 'Free';
const FREE_TEAM_LEVEL = 'ROOKIE';

export const planKind = (kind: SubscriptionKind): 'team' | 'user' => (kind === 'user' ? 'user' : 'team');

function periodOf(item: Stripe.SubscriptionItem | undefined) {
  return item ? { periodStart: item.current_period_start * 1000, periodEnd: item.current_period_end * 1000 } : null;
}

/** What a subscription grants: the team's level or the payer's plan name, back to free when it ends. */
async function applyGrant(s: SubscriptionItem, plan: Plan | undefined): Promise<void> {
  const live = LIVE_STATUSES.has(s.status);
  if (s.kind === 'teams') {
    const period = s.periodStart !== undefined && s.periodEnd !== undefined ? { periodStart: s.periodStart, periodEnd: s.periodEnd } : null;
    await teams.setSubscriptionLevel(s.hostId, live && plan ? plan.id : FREE_TEAM_LEVEL, live ? period : null);
  } else if (s.kind === 'user') {
    await users.setPayments(s.uid, { userSubscription: live && plan ? plan.label : FREE_USER_PLAN });
  }
}

/**
 * Store Stripe's view of a subscription and apply what it grants (webhooks and our own changes).
 * The plan comes from the price's lookup key, so changes made in Stripe's portal count as well.
 */
export async function syncSubscription(sub: Stripe.Subscription): Promise<SubscriptionItem | null> {
  const meta = sub.metadata ?? {};
  const kind = subscriptionKinds.find((k) => k === meta.kind);
  const platform: Platform = meta.platform === 'meh' ? 'meh' : 'gth';
  if (!meta.uid || !meta.hostId || !kind) {
    logger.warn('subscription without rally metadata ignored', { subscriptionId: sub.id });
    return null;
  }
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const mismatch = await ownerMismatch(sub.id, { uid: meta.uid, hostId: meta.hostId, kind, customerId });
  if (mismatch) {
    logger.warn('subscription ignored: not whose its metadata says', { subscriptionId: sub.id, uid: meta.uid, hostId: meta.hostId, reason: mismatch });
    return null;
  }
  const item = sub.items.data[0];
  const plan = planOfPrice(item?.price, platform) ?? findPlan(planKind(kind), platform, meta.planId ?? '');
  const saved = await subscriptions.upsert({
    subscriptionId: sub.id,
    uid: meta.uid,
    hostId: meta.hostId,
    kind,
    planId: plan?.id ?? meta.planId ?? 'unknown',
    platform,
    customerId,
    ...(item ? { priceId: item.price.id, itemId: item.id } : {}),
    ...(item && typeof item.price.product === 'string' ? { productId: item.price.product } : {}),
    status: sub.status,
    ...(periodOf(item) ?? {}),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  });
  await applyGrant(saved, plan);
  logger.info('subscription synced', { subscriptionId: sub.id, status: sub.status, plan: plan?.uid });
  return saved;
}

/**
 * Why a subscription is not the one its metadata names (null when it is). The first time, its
 * customer must be the one we made for the payer (ensureCustomer); after that the payer, host,
 * kind and customer are those recorded then, and metadata edited later at Stripe moves nothing.
 */
async function ownerMismatch(subscriptionId: string, claimed: Pick<SubscriptionItem, 'uid' | 'hostId' | 'kind' | 'customerId'>): Promise<string | null> {
  if (claimed.kind === 'user' && claimed.hostId !== claimed.uid) return 'a user plan hosted by someone else';
  const known = await subscriptions.get(subscriptionId);
  if (known) {
    const same = known.uid === claimed.uid && known.hostId === claimed.hostId && known.kind === claimed.kind && known.customerId === claimed.customerId;
    return same ? null : 'payer, host or customer differ from the recorded subscription';
  }
  const payer = await users.get(claimed.uid);
  if (!payer?.stripeCustomerId || payer.stripeCustomerId !== claimed.customerId) return "the customer is not the payer's";
  return null;
}
