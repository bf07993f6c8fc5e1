import { currentLocale, i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
/**
 * Spec §9: "The tournament page says it is coming in the second quarter of 2025 (price 0, pre-order
 * from 2025-06-01)". Those dates pass, so the page words the facts from the day it is read: a
 * future launch before and during that quarter, an announcement that has not launched after it.
 * Days are the reader's calendar days.
 */
export const tournamentLaunch = {
  /** First day of the second quarter of 2025, and the first day after it. */
  quarterStart: { year: 2025, month: 4, day: 1 },
  quarterEnd: { year: 2025, month: 7, day: 1 },
  preOrderFrom: { year: 2025, month: 6, day: 1 },
  priceUsd: 0,
} as const;

type Day = { year: number; month: number; day: number };

const startOf = ({ year, month, day }: Day) => new Date(year, month - 1, day);
/** "1 June 2025" in English (the spec's wording), "1 de junio de 2025" in Spanish. */
const spelled = ({ year, month, day }: Day) =>
  new Intl.DateTimeFormat(currentLocale() === 'es' ? 'es-419' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));

/** The tournaments page's note about the stand-alone tournament product, true on `today`. */
export function tournamentLaunchNote(today: Date): string {
  const { quarterStart, quarterEnd, preOrderFrom, priceUsd } = tournamentLaunch;
  const price = `$${priceUsd}`;
  const preOrderDay = spelled(preOrderFrom);
  const meanwhile = i18n._(msg`Everything described on this page works now, free, inside any event.`);
  if (today >= startOf(quarterEnd)) {
    return i18n._(
      msg`The stand-alone tournament product (with its own registration) was announced for the second quarter of 2025 at a price of ${price}, with pre-orders from ${preOrderDay}. It has not launched, so there is nothing to pre-order or buy yet. ${meanwhile}`,
    );
  }
  const when = i18n._(
    today >= startOf(quarterStart) ? msg`this quarter (the second quarter of 2025)` : msg`in the second quarter of 2025`,
  );
  const preOrders = i18n._(
    today >= startOf(preOrderFrom)
      ? msg`Pre-orders have been open since ${preOrderDay}.`
      : msg`Pre-orders open on ${preOrderDay}.`,
  );
  return i18n._(
    msg`Coming ${when}: a stand-alone tournament product with its own registration, at a price of ${price}. ${preOrders} ${meanwhile}`,
  );
}
