import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect, withRedirect } from './redirect';

describe('return-to targets', () => {
  it('accepts paths on this site', () => {
    expect(safeRedirect('/settings?tab=privacy')).toBe('/settings?tab=privacy');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'settings', '', null, undefined])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBeUndefined();
  });

  it.each(['/login?logout=true', '/auth/login', '/sign-up?redirect=%2Fhome', '/verify-email?email=a%40b.co', '/forgot-password/'])(
    'refuses the sign-in page %j: there is nothing to come back to',
    (target) => {
      expect(safeRedirect(target)).toBeUndefined();
      expect(loginPath(target)).toBe('/login');
    },
  );

  it('builds the login path with the target, or without one', () => {
    expect(loginPath('/settings?tab=privacy')).toBe('/login?redirect=%2Fsettings%3Ftab%3Dprivacy');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('https://evil.example')).toBe('/login');
  });

  it('carries the target from one auth page to the next', () => {
    expect(withRedirect('/verify-email', new URLSearchParams('redirect=%2Fhome'), { email: 'a@b.co' })).toBe('/verify-email?email=a%40b.co&redirect=%2Fhome');
    expect(withRedirect('/sign-up', new URLSearchParams('redirect=//evil'))).toBe('/sign-up');
  });
});
