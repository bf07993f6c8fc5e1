import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { paymentMessages, SubscriptionKind } from '@shared/constants/payments';
import { i18n } from '@web/lib/i18n';

type ShownMessage =
  | 'linked'
  | 'linkCodeFailed'
  | 'linkNoId'
  | 'takingYouToStripe'
  | 'unlinked'
  | 'unlinkFailed'
  | 'cancelled'
  | 'changed'
  | 'redirectSucceeded'
  | 'subscriptionActivated'
  | 'noActiveSubscription'
  | 'productLoading'
  | 'productUnknown'
  | 'stripeUnavailable';

/**
 * The spec's payment messages (shared/constants/payments.ts) the screens show, for the catalogue:
 * English word for word (payment-texts.test.ts holds each equal to the shared one), Spanish beside.
 */
export const paymentTexts: Record<ShownMessage & keyof typeof paymentMessages, MessageDescriptor> = {
  linked: msg`Successfully linked Stripe account`,
  linkCodeFailed: msg`Something went wrong linking stripe account from authorization code`,
  linkNoId: msg`Something went wrong linking Stripe account`,
  takingYouToStripe: msg`Taking you to Stripe`,
  unlinked: msg`Your Stripe account was unlinked successfully.`,
  unlinkFailed: msg`Failed to unlink your Stripe account, please try again.`,
  cancelled: msg`Successfully cancelled subscription!`,
  changed: msg`Successfully changed subscription!`,
  redirectSucceeded: msg`Congratulations, Payment was successful!`,
  subscriptionActivated: msg`Payment successful! Your subscription has been activated.`,
  noActiveSubscription: msg`No active subscription found.`,
  productLoading: msg`Loading...`,
  productUnknown: msg`N/A`,
  stripeUnavailable: msg`The payment provider could not be reached. Please try again.`,
};

/** The kinds of subscription (shared `subscriptionKindLabels`), in the app's language. */
export const subscriptionKindTexts: Record<SubscriptionKind, MessageDescriptor> = {
  teams: msg`Teams and communities`,
  user: msg`Member Plus`,
  tournaments: msg`Tournaments`,
  dropInPickup: msg`Drop-in pickup`,
};

/** Stripe's status words for subscriptions, invoices and charges; one Stripe adds later shows as it came. */
const statusTexts: Record<string, MessageDescriptor> = {
  active: msg`active`,
  trialing: msg`trialing`,
  past_due: msg`past due`,
  canceled: msg`Cancelled`,
  incomplete: msg`incomplete`,
  incomplete_expired: msg`expired`,
  unpaid: msg`unpaid`,
  paused: msg`paused`,
  draft: msg`draft`,
  open: msg`open`,
  paid: msg`paid`,
  void: msg`void`,
  uncollectible: msg`uncollectible`,
  succeeded: msg`succeeded`,
  pending: msg`pending`,
  failed: msg`failed`,
  refunded: msg`refunded`,
};

export function statusText(status: string): string {
  const text = Object.hasOwn(statusTexts, status) ? statusTexts[status] : undefined;
  return text ? i18n._(text) : status;
}
