import type Stripe from 'stripe';
import { formMessages } from '../../../shared/constants/form-messages';
import { paymentMessages } from '../../../shared/constants/payments';
import { forms, submissions } from '../../data/forms';
import { users } from '../../data/users';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { callStripe, stripe } from '../../lib/stripe';
import { ConflictError, ForbiddenError, NotFoundError } from '../../middleware/errors';
import type { AuthUser } from '../../middleware/http';
import { accountState } from '../payments/account-state';

/**
 * `form/payment/{id}/{submissionId}` and `pay-balance/{id}/{submissionId}`: the submitter pays what
 * the submission owes, at Stripe Checkout, straight to the form creator's payout account (a direct
 * charge on their connected account). The webhook marks it paid.
 */
export async function payForSubmission(user: AuthUser, formId: string, submissionId: string): Promise<{ url: string }> {
  const [f, s] = await Promise.all([forms.get(formId), submissions.get(formId, submissionId)]);
  if (!f || !s || s.state !== 'submitted') throw new NotFoundError(formMessages.submissionNotFound);
  if (s.submitterId !== user.uid) throw new ForbiddenError(formMessages.notYourSubmission);
  if (!s.amount || s.paymentStatus === 'none') throw new ConflictError(formMessages.nothingToPay);
  if (s.paymentStatus === 'paid') throw new ConflictError(formMessages.alreadyPaid);
  const owner = await users.get(f.ownerId);
  if (!owner?.stripeId || accountState(owner) !== 'active') throw new ConflictError(formMessages.organiserCannotTakePayments);
  const account = owner.stripeId;
  const appUrl = env().APP_URL;
  const session = await callStripe(
    'checkout.sessions.create (form)',
    () =>
      stripe().checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: user.email,
          client_reference_id: user.uid,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: Math.round(s.amount! * 100), product_data: { name: `${f.title}: ${s.forName}`.slice(0, 250) } },
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
  await submissions.setCheckout(formId, submissionId, session.id);
  logger.info('form checkout started', { formId, submissionId });
  return { url: session.url };
}

/** checkout.session.completed for a form payment: paid once, whatever the number of deliveries. */
export async function fulfilFormPayment(session: Stripe.Checkout.Session): Promise<void> {
  const { formId, submissionId } = session.metadata ?? {};
  if (!formId || !submissionId || session.payment_status !== 'paid') return;
  const s = await submissions.get(formId, submissionId);
  if (!s) {
    logger.warn('form payment for an unknown submission', { formId, submissionId });
    return;
  }
  if (s.checkoutSessionId && s.checkoutSessionId !== session.id) logger.warn('form payment from another checkout', { formId, submissionId });
  const marked = await submissions.markPaid(formId, submissionId, new Date().toISOString());
  logger.info('form payment received', { formId, submissionId, marked });
}
