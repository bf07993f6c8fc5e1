import { describe, expect, it } from 'vitest';
import { mayChangeStatus } from './account-status';
import { floorForNow, refusedBy } from './session-gate';

describe('account status rule', () => {
  const admin = { uid: 'admin-1' };

  it('lets an admin disable and enable someone else', () => {
    expect(mayChangeStatus(admin, 'user-2', true)).toBe(true);
    expect(mayChangeStatus(admin, 'user-2', false)).toBe(true);
  });

  it('refuses an admin disabling themself, and lets enabling themself through (it changes nothing)', () => {
    expect(mayChangeStatus(admin, 'admin-1', true)).toBe(false);
    expect(mayChangeStatus(admin, 'admin-1', false)).toBe(true);
  });
});

describe('the session floor of a disabled, then enabled, account', () => {
  const disabledAt = 1_700_000_000_250;
  const enabledAt = disabledAt + 60_000;

  it('refuses every token while disabled, even one issued after the disable', () => {
    const floor = { revokedBefore: floorForNow(disabledAt), closed: 'disabled' as const };
    expect(refusedBy(floor, Math.floor(disabledAt / 1000) - 10)).toBe(true);
    expect(refusedBy(floor, Math.floor(enabledAt / 1000))).toBe(true);
  });

  it('once enabled, refuses the tokens issued before the disable and honours a new sign-in', () => {
    const floor = { revokedBefore: floorForNow(disabledAt) };
    expect(refusedBy(floor, Math.floor(disabledAt / 1000) - 10)).toBe(true);
    expect(refusedBy(floor, Math.floor(disabledAt / 1000))).toBe(true);
    expect(refusedBy(floor, Math.floor(enabledAt / 1000))).toBe(false);
  });
});
