/**
 * §4 Stripe account states: none; incomplete (charges off or details missing); active (both true).
 * Kept apart from the Stripe client, so a domain that only reads the state (forms) does not bundle the SDK.
 */
export function accountState(a: { stripeId?: string | null; stripeChargesEnabled?: boolean | null; stripeDetailsSubmitted?: boolean | null }) {
  if (!a.stripeId) return 'none' as const;
  return a.stripeChargesEnabled && a.stripeDetailsSubmitted ? ('active' as const) : ('incomplete' as const);
}
