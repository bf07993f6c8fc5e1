import * as z from 'zod';
import { payoutCountries, platforms, subscriptionKinds } from '../constants/payments';
import { idParam } from './common';

/** Payments contracts: plans, payout accounts, subscriptions, invoices and transactions. */

export const platform = z.enum(platforms);
/** The client's idea of where it runs; the server refuses a mismatch with its own key's mode. */
export const paymentEnvironment = z.enum(['production', 'development']);
const countryCodes = payoutCountries.map((c) => c.code) as [string, ...string[]];

export const plansQuery = z.object({
  kind: z.enum(['team', 'user']),
  platform: platform.default('gth'),
});

export const planDto = z.object({
  id: z.string(),
  uid: z.string(),
  item: z.enum(subscriptionKinds),
  label: z.string(),
  priceId: z.string().nullable(),
  cost: z.number(),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string()),
});
export type PlanDto = z.infer<typeof planDto>;
export const plansDto = z.object({ items: z.array(planDto) });

/** §4 Stripe account states. */
export const payoutAccountDto = z.object({
  stripeId: z.string().nullable(),
  stripeChargesEnabled: z.boolean(),
  stripeDetailsSubmitted: z.boolean(),
  state: z.enum(['none', 'incomplete', 'active']),
  /** requirements.currently_due of the account (empty when none or active). */
  requirements: z.array(z.string()),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountDto>;

/** §7: link or create a payout account. */
export const connectInput = z.object({
  type: z.enum(['NEW', 'LINK']),
  country: z.enum(countryCodes, { error: 'Choose your home country from the list' }),
  platform,
  environment: paymentEnvironment,
});
export const redirectDto = z.object({ url: z.url() });

/**
 * §7: the OAuth code exchange: the `code` and `state` query parameters Stripe sends back. The
 * state is the one the server minted for the caller when it built the authorize address.
 */
export const connectCodeInput = z.object({ code: z.string().trim().min(1).max(255), state: z.string().trim().min(1).max(255) });
export const connectCodeDto = z.object({
  stripeId: z.string().nullable(),
  stripeChargesEnabled: z.boolean(),
  stripeDetailsSubmitted: z.boolean(),
});

export const subscriptionItemType = z.enum(['CHANGE_TEAM_SUBSCRIPTION', 'CHANGE_USER_SUBSCRIPTION']);

/** §7: create subscription. One item: the plan to subscribe to, for a team (hostId) or for the caller. */
export const createSubscriptionInput = z.object({
  items: z
    .array(
      z.object({
        /** The plan id. */
        id: z.string().trim().min(1).max(40),
        name: z.string().trim().min(1).max(80),
        quantity: z.literal(1),
        cost: z.number().nonnegative(),
        type: subscriptionItemType,
        subscriptionPriceId: z.string().trim().min(1).max(80),
        /** The team for CHANGE_TEAM_SUBSCRIPTION; absent for the caller's own plan. */
        hostId: idParam.optional(),
      }),
    )
    .length(1, 'Subscribe to one plan at a time'),
  platform,
  environment: paymentEnvironment,
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionInput>;

export const subscriptionDto = z.object({
  id: z.string(),
  kind: z.enum(subscriptionKinds),
  /** The team, or the subscriber's uid for a user plan. */
  hostId: z.string(),
  hostName: z.string(),
  planId: z.string(),
  planLabel: z.string(),
  platform,
  productId: z.string().nullable(),
  status: z.string(),
  cost: z.number(),
  interval: z.enum(['month', 'year']),
  periodStart: z.number().nullable(),
  periodEnd: z.number().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  version: z.number().int(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;
export const subscriptionsDto = z.object({ items: z.array(subscriptionDto) });

export const subscriptionParams = z.object({ subscriptionId: z.string().trim().min(1).max(80, { abort: true }).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id') });
export const hostParams = z.object({ hostId: idParam });
export const changeSubscriptionInput = z.object({ planId: z.string().trim().min(1).max(40), version: z.number().int().min(1) });
/** §7: cancel subscription (type, id, platform). */
export const cancelSubscriptionQuery = z.object({ type: subscriptionItemType, platform });

/** §7 lookups by e-mail: community (team) and member-plus (user) subscriptions of the caller. */
export const subscriptionLookupQuery = z.object({ kind: z.enum(['community', 'member-plus']) });
export const subscriptionLookupDto = z.object({
  items: z.array(z.object({ id: z.string(), productId: z.string().nullable(), status: z.string(), periodEnd: z.number().nullable() })),
});
export const productParams = z.object({ productId: z.string().trim().min(1).max(80, { abort: true }).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id') });
export const productDto = z.object({ id: z.string(), name: z.string() });

/**
 * §7 create customer session: a short-lived secret that lets Stripe's embedded components (the
 * pricing table) act for the caller's Stripe customer. Made from the session's e-mail and uid only.
 */
export const customerSessionDto = z.object({ clientSecret: z.string().min(1), customerId: z.string().min(1), expiresAt: z.iso.datetime() });

/** Cursor paging over Stripe lists (`starting_after`). */
export const stripePageQuery = z.object({ after: z.string().trim().max(80).optional() });
export const invoiceDto = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  description: z.string().nullable(),
  /** Cents. */
  total: z.number().int(),
  currency: z.string(),
  created: z.number(),
  hostedInvoiceUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export const invoicesDto = z.object({ items: z.array(invoiceDto), next: z.string().nullable() });
export const transactionDto = z.object({
  id: z.string(),
  /** paid: the caller paid it; received: paid to the caller's payout account. */
  direction: z.enum(['paid', 'received']),
  description: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  created: z.number(),
  receiptUrl: z.string().nullable(),
});
export const transactionsDto = z.object({ items: z.array(transactionDto) });
