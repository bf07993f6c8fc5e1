import { paymentMessages } from '../../../shared/constants/payments';
import type * as z from 'zod';
import type { connectCodeDto, connectInput, PayoutAccountDto } from '../../../shared/schemas/payments';
import { users } from '../../data/users';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { callStripe, isLiveMode, stripe } from '../../lib/stripe';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../middleware/errors';
import type { AuthUser } from '../../middleware/http';
import { accountState } from './account-state';

export { accountState };

const paymentsTab = () => `${env().APP_URL}/settings?tab=payments`;

/** §7 `environment`: live keys take real money, so the client must mean production, and vice versa. */
export function checkEnvironment(environment: 'production' | 'development'): void {
  const live = isLiveMode();
  if ((environment === 'production') !== live) {
    const message = live ? paymentMessages.liveModeOnly : paymentMessages.testModeOnly;
    throw new BadRequestError(message, [{ path: 'environment', message }]);
  }
}

async function requireProfile(uid: string) {
  const me = await users.get(uid);
  if (!me) throw new NotFoundError('Profile not found: set up your account first');
  return me;
}

/** The caller's payout account, refreshed from Stripe (its state and requirements.currently_due). */
export async function getPayoutAccount(user: AuthUser): Promise<PayoutAccountDto> {
  const me = await requireProfile(user.uid);
  if (!me.stripeId) return { stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false, state: 'none', requirements: [] };
  const stripeId = me.stripeId;
  const account = await callStripe('accounts.retrieve', () => stripe().accounts.retrieve(stripeId), paymentMessages.linkNoId);
  const fields = { stripeChargesEnabled: account.charges_enabled === true, stripeDetailsSubmitted: account.details_submitted === true };
  if (fields.stripeChargesEnabled !== me.stripeChargesEnabled || fields.stripeDetailsSubmitted !== me.stripeDetailsSubmitted) {
    await users.setPayments(user.uid, fields);
  }
  const state = accountState({ stripeId, ...fields });
  return { stripeId, ...fields, state, requirements: state === 'active' ? [] : (account.requirements?.currently_due ?? []) };
}

/**
 * §7 link or create a payout account. NEW: an Express account for the caller and its onboarding
 * link (an unfinished one is continued); LINK: the OAuth page where they pick an existing account.
 */
export async function connectPayoutAccount(user: AuthUser, input: z.infer<typeof connectInput>): Promise<{ url: string }> {
  checkEnvironment(input.environment);
  const me = await requireProfile(user.uid);
  if (accountState(me) === 'active') throw new ConflictError('Your Stripe account is already linked: unlink it first to use another one');
  if (input.type === 'LINK') {
    const clientId = env().STRIPE_CONNECT_CLIENT_ID ?? (env().STRIPE_API_URL ? 'ca_rally_local' : undefined);
    if (!clientId) throw new AppError(503, paymentMessages.notConfigured);
    const url = stripe().oauth.authorizeUrl({
      client_id: clientId,
      scope: 'read_write',
      redirect_uri: paymentsTab(),
      state: user.uid,
      stripe_user: { email: user.email, country: input.country },
    });
    // Locally the fake answers for connect.stripe.com too (lambdas/lib/stripe.ts).
    const base = env().STRIPE_API_URL;
    return { url: base ? url.replace('https://connect.stripe.com', base.replace(/\/+$/, '')) : url };
  }
  let accountId = me.stripeId;
  if (!accountId) {
    const account = await callStripe(
      'accounts.create',
      () =>
        stripe().accounts.create(
          {
            type: 'express',
            country: input.country,
            email: user.email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { uid: user.uid, platform: input.platform },
          },
          { idempotencyKey: `account-new:${user.uid}:${input.country}` },
        ),
      paymentMessages.linkNoId,
    );
    accountId = account.id;
    await users.setPayments(user.uid, { stripeId: accountId, stripeChargesEnabled: account.charges_enabled, stripeDetailsSubmitted: account.details_submitted });
    logger.info('payout account created', { uid: user.uid, accountId });
  }
  const forAccount = accountId;
  // Links expire within minutes: one per account per minute, so a double click gets the same one.
  const link = await callStripe(
    'accountLinks.create',
    () =>
      stripe().accountLinks.create(
        { account: forAccount, type: 'account_onboarding', refresh_url: `${paymentsTab()}&stripe=refresh`, return_url: paymentsTab() },
        { idempotencyKey: `account-link:${forAccount}:${Math.floor(Date.now() / 60_000)}` },
      ),
    paymentMessages.linkNoId,
  );
  return { url: link.url };
}

/** §7 OAuth connect with the authorization code: saves and returns the three stripe fields. */
export async function exchangeConnectCode(user: AuthUser, code: string): Promise<z.infer<typeof connectCodeDto>> {
  await requireProfile(user.uid);
  const token = await callStripe(
    'oauth.token',
    () => stripe().oauth.token({ grant_type: 'authorization_code', code }, { idempotencyKey: `oauth-code:${user.uid}:${code}` }),
    paymentMessages.linkCodeFailed,
  );
  const stripeId = token.stripe_user_id ?? null;
  if (!stripeId) return { stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false };
  const account = await callStripe('accounts.retrieve', () => stripe().accounts.retrieve(stripeId), paymentMessages.linkCodeFailed);
  const fields = { stripeId, stripeChargesEnabled: account.charges_enabled === true, stripeDetailsSubmitted: account.details_submitted === true };
  await users.setPayments(user.uid, fields);
  logger.info('payout account linked', { uid: user.uid, accountId: stripeId });
  return fields;
}

/** Unlinking clears the three stripe fields (§4); the account itself stays the person's, at Stripe. */
export async function unlinkPayoutAccount(user: AuthUser): Promise<{ ok: true }> {
  await requireProfile(user.uid);
  await users.setPayments(user.uid, { stripeId: null, stripeChargesEnabled: null, stripeDetailsSubmitted: null });
  logger.info('payout account unlinked', { uid: user.uid });
  return { ok: true };
}

/** Stripe told us an account changed (webhook account.updated): refresh the owner's copy. */
export async function syncAccount(account: { id: string; metadata?: Record<string, string> | null; charges_enabled?: boolean; details_submitted?: boolean }): Promise<void> {
  const uid = account.metadata?.uid;
  if (!uid) return;
  const me = await users.get(uid);
  if (me?.stripeId !== account.id) return;
  await users.setPayments(uid, { stripeChargesEnabled: account.charges_enabled === true, stripeDetailsSubmitted: account.details_submitted === true });
}
