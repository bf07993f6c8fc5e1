import { describe, expect, it } from 'vitest';
import { allPlans, teamPlans, userPlans } from '@shared/constants/payments';
import { teamSubscriptionLevels } from '@shared/schemas/team';
import { listPlans, planOfPrice } from './plans';

describe('the plan catalogue', () => {
  it('bills teams monthly and users yearly, in whole USD, with ROOKIE and Free as the free plans', () => {
    expect(teamPlans.every((p) => p.interval === 'month')).toBe(true);
    expect([...userPlans.gth, ...userPlans.meh].every((p) => p.interval === 'year')).toBe(true);
    expect(teamPlans.find((p) => p.priceId === null)?.id).toBe('ROOKIE');
    expect(userPlans.gth.find((p) => p.priceId === null)?.id).toBe('FREE');
    for (const p of allPlans()) expect(p.priceId === null, p.uid).toBe(p.cost === 0);
  });

  it('names team plans after the team subscription levels, and gives every paid plan its own price', () => {
    expect(teamPlans.map((p) => p.id)).toEqual([...teamSubscriptionLevels]);
    const keys = allPlans().flatMap((p) => (p.priceId ? [p.priceId] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(allPlans().map((p) => p.uid)).size).toBe(allPlans().length);
  });
});

describe('planOfPrice', () => {
  it("finds the plan from the price's lookup key, only within the platform's plans", () => {
    expect(planOfPrice({ lookup_key: 'rally_team_pro_monthly' }, 'gth')?.uid).toBe('team:PRO');
    expect(planOfPrice({ lookup_key: 'rally_meh_member_plus_yearly' }, 'meh')?.uid).toBe('meh:MEMBER_PLUS');
    expect(planOfPrice({ lookup_key: 'rally_meh_member_plus_yearly' }, 'gth')).toBeUndefined();
    expect(planOfPrice({ lookup_key: null }, 'gth')).toBeUndefined();
    expect(planOfPrice(undefined, 'gth')).toBeUndefined();
  });
});

describe('listPlans', () => {
  it('answers copies, so a caller cannot change the catalogue', async () => {
    const { items } = await listPlans({ kind: 'user', platform: 'meh' });
    items[0]!.features.push('free lunch');
    expect(userPlans.meh[0]!.features).not.toContain('free lunch');
  });
});
