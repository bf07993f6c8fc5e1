import type Stripe from 'stripe';
import { formMessages } from '@shared/constants/form-messages';
import { paymentMessages } from '@shared/constants/payments';
import { forms, submissions, type SubmissionItem } from '../../data/forms';
import { users } from '../../data/users';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { callStripe, stripe } from '../../lib/stripe';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { accountState } from '../payments/account-state';

/** Form fees are in US dollars (the form builder's amounts); Stripe counts them in cents. */
const CURRENCY = 'usd';

/**
 * `form/payment/{id}/{submissionId}` and `pay-balance/{id}/{submissionId}`: the submitter pays what
 * the submission owes, at Stripe Checkout, straight to the form creator's payout account (a direct
 * charge on their connected account). The webhook marks it paid.
 */
export async function payForSubmission(user: Caller, formId: string, submissionId: string): Promise<{ url: string }> {
  const [f, s] = await Promise.all([forms.get(formId), submissions.get(formId, submissionId)]);
  if (!f || !s || s.state !== 'submitted') throw new NotFoundError(formMessages.submissionNotFound);
  if (s.submitterId !== user.uid) throw new ForbiddenError(formMessages.notYourSubmission);
  if (!s.amount || s.paymentStatus === 'none') throw new ConflictError(formMessages.nothingToPay);
  if (s.paymentStatus === 'paid') throw new ConflictError(formMessages.alreadyPaid);
  const owner = await users.get(f.ownerId);
  if (!owner?.stripeId || accountState(owner) !== 'active') throw new ConflictError(formMessages.organiserCannotTakePayments);
  const account = owner.stripeId;
  const earlier = await earlierCheckout(s, account);
  if (earlier) return { url: earlier };
  const amount = Math.round(s.amount * 100);
  const appUrl = env().APP_URL;
  const session = await callStripe(
    'checkout.sessions.create (form)',
    async () =>
      (await stripe()).checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: user.email,
          client_reference_id: user.uid,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: amount,
                product_data: { name: `${f.title}: ${s.forName}`.slice(0, 250) },
              },
            },
          ],
          metadata: { formId, submissionId, uid: user.uid },
          payment_intent_data: { metadata: { formId, submissionId }, description: `${f.title} (${s.forName})`.slice(0, 250) },
          success_url: `${appUrl}/form/${formId}/${submissionId}?redirect_status=succeeded`,
          cancel_url: `${appUrl}/form/payment/${formId}/${submissionId}`,
        },
        // One checkout per submission (per hour: Checkout sessions expire after 24 h at most).
        { stripeAccount: account, idempotencyKey: `form-pay:${formId}:${submissionId}:${Math.floor(Date.now() / 3_600_000)}` },
      ),
    paymentMessages.stripeUnavailable,
  );
  if (!session.url) throw new ConflictError(paymentMessages.stripeUnavailable);
  await submissions.setCheckout(formId, submissionId, {
    checkoutSessionId: session.id,
    checkoutAmount: amount,
    checkoutCurrency: CURRENCY,
    checkoutAccount: account,
  });
  logger.info('form checkout started', { formId, submissionId, sessionId: session.id });
  return { url: session.url };
}

/**
 * The submission's earlier Checkout while it is still open on the same account: only the recorded
 * session can mark the submission paid, so it is reused rather than replaced. One that completed
 * before its webhook arrived is fulfilled here, from Stripe's own answer (then: already paid).
 */
async function earlierCheckout(s: SubmissionItem, account: string): Promise<string | null> {
  if (!s.checkoutSessionId || s.checkoutAccount !== account) return null;
  const sessionId = s.checkoutSessionId;
  let earlier: Stripe.Checkout.Session;
  try {
    earlier = await (await stripe()).checkout.sessions.retrieve(sessionId, {}, { stripeAccount: account });
  } catch (error) {
    logger.warn('earlier form checkout not readable, starting another', {
      formId: s.formId,
      submissionId: s.submissionId,
      sessionId,
      error: error as Error,
    });
    return null;
  }
  if (earlier.status === 'open' && earlier.url) return earlier.url;
  if (earlier.status === 'complete' && (await fulfilFormPayment(earlier, account)))
    throw new ConflictError(formMessages.alreadyPaid);
  return null;
}

/**
 * Why a completed Checkout does not pay this submission (null when it does): it must be the
 * session recorded when Checkout was made, on the account it was made for, for the amount and
 * currency recorded then, and paid. Metadata alone proves nothing: any connected account can put
 * a form's ids on a session of its own, and its events reach the platform's Connect webhook.
 */
export function formPaymentMismatch(
  s: Pick<SubmissionItem, 'checkoutSessionId' | 'checkoutAmount' | 'checkoutCurrency' | 'checkoutAccount'>,
  session: Pick<Stripe.Checkout.Session, 'id' | 'mode' | 'payment_status' | 'amount_total' | 'currency'>,
  account: string | null | undefined,
): string | null {
  if (!s.checkoutSessionId || !s.checkoutAccount || s.checkoutAmount === undefined || !s.checkoutCurrency)
    return 'no checkout recorded';
  if (session.mode !== 'payment') return 'not a one-off payment';
  if (!account || account !== s.checkoutAccount) return 'another connected account';
  if (session.id !== s.checkoutSessionId) return 'another checkout session';
  if (session.amount_total !== s.checkoutAmount) return 'another amount';
  if (session.currency?.toLowerCase() !== s.checkoutCurrency) return 'another currency';
  if (session.payment_status !== 'paid') return 'not paid';
  return null;
}

/**
 * checkout.session.completed for a form payment, from the connected account `account` (the
 * event's): paid once, whatever the number of deliveries, and only by the Checkout recorded for
 * it. True when the session pays the submission; anything else is ignored with the reason logged.
 */
export async function fulfilFormPayment(session: Stripe.Checkout.Session, account: string | null | undefined): Promise<boolean> {
  const { formId, submissionId } = session.metadata ?? {};
  if (!formId || !submissionId) return false;
  const s = await submissions.get(formId, submissionId);
  const reason = s ? formPaymentMismatch(s, session, account) : 'unknown submission';
  if (reason) {
    logger.warn('form payment ignored', { formId, submissionId, sessionId: session.id, account, reason });
    return false;
  }
  const marked = await submissions.markPaid(formId, submissionId, new Date().toISOString());
  logger.info('form payment received', { formId, submissionId, sessionId: session.id, marked });
  return true;
}
