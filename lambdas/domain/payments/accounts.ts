import { randomBytes } from 'node:crypto';
import { paymentMessages } from '@shared/constants/payments';
import type * as z from 'zod';
import type { connectCodeDto, connectCodeInput, connectInput, PayoutAccountDto } from '@shared/schemas/payments';
import { connectStates } from '../../data/connect-states';
import { users } from '../../data/users';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { callStripe, isLiveMode, stripe } from '../../lib/stripe';
import { BadRequestError, ConflictError, NotConfiguredError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { accountState } from './account-state';

export { accountState };

const paymentsTab = () => `${env().APP_URL}/settings?tab=payments`;

/** How long a person has at Stripe's authorize page before the state we minted is refused. */
export const CONNECT_STATE_TTL_SECONDS = 15 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

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
export async function getPayoutAccount(user: Caller): Promise<PayoutAccountDto> {
  const me = await requireProfile(user.uid);
  if (!me.stripeId)
    return { stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false, state: 'none', requirements: [] };
  const stripeId = me.stripeId;
  const account = await callStripe(
    'accounts.retrieve',
    async () => (await stripe()).accounts.retrieve(stripeId),
    paymentMessages.linkNoId,
  );
  const fields = {
    stripeChargesEnabled: account.charges_enabled === true,
    stripeDetailsSubmitted: account.details_submitted === true,
  };
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
export async function connectPayoutAccount(user: Caller, input: z.infer<typeof connectInput>): Promise<{ url: string }> {
  checkEnvironment(input.environment);
  const me = await requireProfile(user.uid);
  if (accountState(me) === 'active') throw new ConflictError(paymentMessages.unlinkFirst);
  if (input.type === 'LINK') {
    // Linking would replace the unfinished account NEW made; the exchange refuses that too.
    if (me.stripeId) throw new ConflictError(paymentMessages.unlinkFirst);
    const clientId = env().STRIPE_CONNECT_CLIENT_ID ?? (env().STRIPE_API_URL ? 'ca_rally_local' : undefined);
    if (!clientId) throw new NotConfiguredError(paymentMessages.notConfigured);
    // The state ties the code Stripe sends back to this person's own round trip: 256 random bits,
    // single use, expiring. Without it a code for someone else's account could be posted here.
    const state = randomBytes(32).toString('base64url');
    await connectStates.put(state, user.uid, nowSeconds() + CONNECT_STATE_TTL_SECONDS);
    const url = (await stripe()).oauth.authorizeUrl({
      client_id: clientId,
      scope: 'read_write',
      redirect_uri: paymentsTab(),
      state,
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
      async () =>
        (await stripe()).accounts.create(
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
    const saved = await users.linkPayoutAccount(user.uid, {
      stripeId: accountId,
      stripeChargesEnabled: account.charges_enabled,
      stripeDetailsSubmitted: account.details_submitted,
    });
    // A double click made the same account (same idempotency key): that one is not a conflict.
    if (saved === 'linked' && (await users.get(user.uid))?.stripeId !== accountId)
      throw new ConflictError(paymentMessages.unlinkFirst);
    logger.info('payout account created', { uid: user.uid, accountId });
  }
  const forAccount = accountId;
  // Links expire within minutes: one per account per minute, so a double click gets the same one.
  const link = await callStripe(
    'accountLinks.create',
    async () =>
      (await stripe()).accountLinks.create(
        {
          account: forAccount,
          type: 'account_onboarding',
          refresh_url: `${paymentsTab()}&stripe=refresh`,
          return_url: paymentsTab(),
        },
        { idempotencyKey: `account-link:${forAccount}:${Math.floor(Date.now() / 60_000)}` },
      ),
    paymentMessages.linkNoId,
  );
  return { url: link.url };
}

/**
 * §7 OAuth connect with the authorization code: saves and returns the three stripe fields. Only
 * with the state minted for this caller (used up here), and never over an account already linked.
 */
export async function exchangeConnectCode(
  user: Caller,
  { code, state }: z.infer<typeof connectCodeInput>,
): Promise<z.infer<typeof connectCodeDto>> {
  const me = await requireProfile(user.uid);
  if (me.stripeId) throw new ConflictError(paymentMessages.unlinkFirst);
  if (!(await connectStates.consume(state, user.uid, nowSeconds()))) {
    logger.warn('stripe connect code refused: state unknown, used, expired or minted for someone else', { uid: user.uid });
    throw new BadRequestError(paymentMessages.connectStateInvalid);
  }
  const token = await callStripe(
    'oauth.token',
    async () =>
      (await stripe()).oauth.token(
        { grant_type: 'authorization_code', code },
        { idempotencyKey: `oauth-code:${user.uid}:${code}` },
      ),
    paymentMessages.linkCodeFailed,
  );
  const stripeId = token.stripe_user_id ?? null;
  if (!stripeId) return { stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false };
  const account = await callStripe(
    'accounts.retrieve',
    async () => (await stripe()).accounts.retrieve(stripeId),
    paymentMessages.linkCodeFailed,
  );
  const fields = {
    stripeId,
    stripeChargesEnabled: account.charges_enabled === true,
    stripeDetailsSubmitted: account.details_submitted === true,
  };
  if ((await users.linkPayoutAccount(user.uid, fields)) === 'linked') {
    // Another tab linked one since the check above; Stripe has connected this account to the
    // platform all the same, and the person can link it after unlinking the other.
    logger.warn('payout account not linked: another was linked first', { uid: user.uid, accountId: stripeId });
    throw new ConflictError(paymentMessages.unlinkFirst);
  }
  logger.info('payout account linked', { uid: user.uid, accountId: stripeId });
  return fields;
}

/** Unlinking clears the three stripe fields (§4); the account itself stays the person's, at Stripe. */
export async function unlinkPayoutAccount(user: Caller): Promise<{ ok: true }> {
  await requireProfile(user.uid);
  await users.setPayments(user.uid, { stripeId: null, stripeChargesEnabled: null, stripeDetailsSubmitted: null });
  logger.info('payout account unlinked', { uid: user.uid });
  return { ok: true };
}

/** Stripe told us an account changed (webhook account.updated): refresh the owner's copy. */
export async function syncAccount(account: {
  id: string;
  metadata?: Record<string, string> | null;
  charges_enabled?: boolean;
  details_submitted?: boolean;
}): Promise<void> {
  const uid = account.metadata?.uid;
  if (!uid) return;
  const me = await users.get(uid);
  if (me?.stripeId !== account.id) return;
  await users.setPayments(uid, {
    stripeChargesEnabled: account.charges_enabled === true,
    stripeDetailsSubmitted: account.details_submitted === true,
  });
}
