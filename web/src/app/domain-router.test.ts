import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { domainRoutes } from './domain-router';

/** The page a path reaches: the deepest route's path, or '*' for the error page. */
const reached = (kind: 'site' | 'team', path: string) => matchRoutes(domainRoutes(kind), path)?.at(-1)?.route.path;

describe('custom-domain routes (spec §2)', () => {
  it('serves the form routes on the special team domain', () => {
    expect(reached('team', '/form/abc')).toBe('form/:id');
    expect(reached('team', '/form/abc/submissions')).toBe('form/:id/submissions');
    expect(reached('team', '/form/payment/abc/s1')).toBe('form/payment/:id/:submissionId');
    expect(reached('team', '/pay-balance/abc/s1')).toBe('pay-balance/:id/:submissionId');
    expect(reached('team', '/home')).toBe('home');
  });

  it('keeps other custom domains to the site, sign-in and onboarding', () => {
    expect(reached('site', '/form/abc/submissions')).toBe('*');
    expect(reached('site', '/home')).toBe(':slug');
    expect(reached('site', '/about')).toBe(':slug');
    // `team` is the site's team, found by the host (the team guard on a custom domain).
    expect(reached('site', '/team')).toBe('team');
    expect(reached('team', '/team')).toBe('team');
  });
});
