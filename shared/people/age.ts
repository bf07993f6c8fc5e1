/**
 * Age from a birthdate: the one rule for "is this person a minor", used by the API (lists,
 * messages, requests, announcements, forms) and the web app alike.
 */

/** Adulthood starts on the 18th birthday. */
export const ADULT_AGE = 18;

/**
 * Full years between a YYYY-MM-DD birthdate and `on` (UTC calendar days); null without a valid
 * date. Someone born on 29 February turns a year older on 1 March in other years.
 */
export function ageOn(birthdate: string | null | undefined, on: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  let age = on.getUTCFullYear() - y;
  if (on.getUTCMonth() + 1 < mo || (on.getUTCMonth() + 1 === mo && on.getUTCDate() < d)) age--;
  return age;
}

/**
 * Under 18 on `on`. A person with no (or an unreadable) birthdate counts as an adult: the
 * birthdate is optional on the profile (spec §2), and sign-up already refuses anyone under 13.
 */
export function isMinor(birthdate: string | null | undefined, on: Date = new Date()): boolean {
  const age = ageOn(birthdate, on);
  return age !== null && age < ADULT_AGE;
}
