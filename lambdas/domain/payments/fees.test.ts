import { describe, expect, it } from 'vitest';
import { applicationFee, applicationFeeBps } from './fees';

describe('application fee by the organiser plan', () => {
  it('takes 5% from a free organiser, 3% with Member Plus, less when the hosting team is on a paid plan', () => {
    expect(applicationFeeBps({ userSubscription: 'Free' })).toBe(500);
    expect(applicationFeeBps({ userSubscription: 'Member Plus' })).toBe(300);
    expect(applicationFeeBps({ userSubscription: 'Free' }, 'PRO')).toBe(200);
    expect(applicationFeeBps({ userSubscription: 'Member Plus' }, 'ALL_STAR')).toBe(100);
    expect(applicationFeeBps({ userSubscription: 'Member Plus' }, 'ROOKIE')).toBe(300);
    expect(applicationFeeBps({}, 'made-up level')).toBe(500);
  });

  it('rounds the fee down to whole minor units', () => {
    expect(applicationFee(1500, 500)).toBe(75);
    expect(applicationFee(999, 300)).toBe(29);
    expect(applicationFee(50, 100)).toBe(0);
  });
});
