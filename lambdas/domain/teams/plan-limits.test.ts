import { describe, expect, it } from 'vitest';
import { hasMemberPlus, planMessages, teamLevel, teamPlanLimits, teamPlans, userPlans } from '@shared/constants/payments';
import { teamSubscriptionLevels } from '@shared/schemas/team';
import { allowsCustomDomain, overManagerLimit } from './plan-limits';

describe('the plan → limits table', () => {
  it('has a row for every team level, and each card names what its row allows', () => {
    expect(Object.keys(teamPlanLimits).sort()).toEqual([...teamSubscriptionLevels].sort());
    expect(teamPlanLimits).toEqual({
      ROOKIE: { maxManagers: 2, customDomain: false },
      PRO: { maxManagers: null, customDomain: true },
      ALL_STAR: { maxManagers: null, customDomain: true },
    });
    const features = (id: string) => teamPlans.find((p) => p.id === id)!.features;
    expect(features('ROOKIE')).toContain('Up to 2 admins');
    expect(features('PRO')).toEqual(expect.arrayContaining(['Unlimited admins', 'Custom website with your own domain']));
    expect(planMessages.adminLimit).toContain(`Up to ${teamPlanLimits.ROOKIE.maxManagers} admins on the Rookie plan`);
  });

  it('promises nothing the product does not enforce', () => {
    const all = [...teamPlans, ...userPlans.gth, ...userPlans.meh].flatMap((p) => p.features).join(' | ');
    for (const gone of ['payment fees', 'Priority support', 'partner venues', 'Early access', 'Leagues', 'Collect payments']) expect(all).not.toContain(gone);
    expect([...userPlans.gth, ...userPlans.meh].filter((p) => p.features.includes('Badge on your profile')).map((p) => p.label)).toEqual(['Member Plus', 'Member Plus']);
  });

  it('reads unknown stored levels as the free level', () => {
    expect([teamLevel('PRO'), teamLevel('ALL_STAR'), teamLevel(undefined), teamLevel('GOLD'), teamLevel('toString')]).toEqual(['PRO', 'ALL_STAR', 'ROOKIE', 'ROOKIE', 'ROOKIE']);
    expect([allowsCustomDomain('ROOKIE'), allowsCustomDomain('PRO'), allowsCustomDomain('ALL_STAR'), allowsCustomDomain(null)]).toEqual([false, true, true, false]);
  });

  it('knows Member Plus by the plan label the webhook stores', () => {
    expect([hasMemberPlus('Member Plus'), hasMemberPlus('Free'), hasMemberPlus(undefined), hasMemberPlus('MEMBER_PLUS')]).toEqual([true, false, false, false]);
  });
});

describe('the manager limit', () => {
  it('refuses a third owner or admin on Rookie, and only a new one', () => {
    expect(overManagerLimit('ROOKIE', 1, 'member', 'admin')).toBe(false);
    expect(overManagerLimit('ROOKIE', 2, 'member', 'admin')).toBe(true);
    expect(overManagerLimit('ROOKIE', 2, 'member', 'owner')).toBe(true);
    expect(overManagerLimit(undefined, 2, 'member', 'admin')).toBe(true);
    // Swapping owner and admin, or stepping down, adds nobody (also on a team over the limit after a downgrade).
    expect(overManagerLimit('ROOKIE', 3, 'admin', 'owner')).toBe(false);
    expect(overManagerLimit('ROOKIE', 3, 'owner', 'admin')).toBe(false);
    expect(overManagerLimit('ROOKIE', 3, 'admin', 'member')).toBe(false);
    expect(overManagerLimit('ROOKIE', 3, 'member', 'member')).toBe(false);
  });

  it('has no limit on Organizer Pro and All-Star', () => {
    expect(overManagerLimit('PRO', 50, 'member', 'admin')).toBe(false);
    expect(overManagerLimit('ALL_STAR', 50, 'member', 'owner')).toBe(false);
  });
});
