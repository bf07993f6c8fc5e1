/* The Stripe-Signature header's timestamp rules (kept out of the Lambda entry, which exports only its handler). */

/**
 * constructEvent checks only the past, so a signature dated ahead (by anyone holding the secret
 * for a moment, or a skewed signer) would stay replayable for as long as it is ahead. Allow no
 * more clock difference than the replay window itself.
 */
export const FUTURE_SKEW_SECONDS = 300;

/**
 * The signed timestamp of a Stripe-Signature header (`t=...,v1=...`), or null when there is not
 * exactly one well-formed `t`.
 */
export function signedAt(header: string): number | null {
  const stamps = header
    .split(',')
    .map((part) => part.split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => value ?? '');
  if (stamps.length !== 1 || !/^\d{1,12}$/.test(stamps[0]!)) return null;
  return Number(stamps[0]);
}
