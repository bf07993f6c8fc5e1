import { hasMemberPlus, teamLevel } from '@shared/constants/payments';

/**
 * The platform's application fee on a paid event's Checkout, by the organiser's plan: the best of
 * their own plan and the hosting team's plan counts. Basis points of the amount, rounded down, so
 * a fee never exceeds its rate.
 */
export const APPLICATION_FEE_BPS = {
  free: 500,
  memberPlus: 300,
  PRO: 200,
  ALL_STAR: 100,
} as const;

export function applicationFeeBps(organiser: { userSubscription?: string | null }, hostingTeamLevel?: string | null): number {
  const rates: number[] = [hasMemberPlus(organiser.userSubscription) ? APPLICATION_FEE_BPS.memberPlus : APPLICATION_FEE_BPS.free];
  const level = hostingTeamLevel == null ? null : teamLevel(hostingTeamLevel);
  if (level === 'PRO' || level === 'ALL_STAR') rates.push(APPLICATION_FEE_BPS[level]);
  return Math.min(...rates);
}

export const applicationFee = (amount: number, bps: number) => Math.floor((amount * bps) / 10_000);
