import { describe, expect, it } from 'vitest';
import { signupWindow } from './signups';

describe('signupWindow', () => {
  it('fills days without sign-ups with 0 and ends today (UTC)', () => {
    const now = Date.parse('2026-11-25T23:59:00Z');
    const counted = [
      { day: '2026-11-01', count: 9 },
      { day: '2026-11-23', count: 2 },
      { day: '2026-11-25', count: 1 },
    ];
    expect(signupWindow(counted, 3, now)).toEqual({
      total: 12,
      lastDays: 3,
      days: [
        { day: '2026-11-23', count: 2 },
        { day: '2026-11-24', count: 0 },
        { day: '2026-11-25', count: 1 },
      ],
    });
  });
});
