import { describe, expect, it } from 'vitest';
import { appOriginOf, hostKindOf } from './host';

const config = { appDomains: ['rally.example.com', 'd123.cloudfront.net'], teamDomain: 'teams.example.org' };

describe('hostKindOf', () => {
  it("gives the product's own domains the full app", () => {
    expect(hostKindOf('rally.example.com', config)).toBe('app');
    expect(hostKindOf('D123.cloudfront.net', config)).toBe('app');
  });

  it('treats any other host as a custom domain, and the team domain specially', () => {
    expect(hostKindOf('www.eastside.com', config)).toBe('site');
    expect(hostKindOf('demo-team.localhost', { appDomains: ['localhost', '127.0.0.1'] })).toBe('site');
    expect(hostKindOf('teams.example.org', config)).toBe('team');
  });
});

describe('appOriginOf', () => {
  it("is the product's first domain, same scheme and port", () => {
    expect(appOriginOf({ protocol: 'https:', port: '' }, config)).toBe('https://rally.example.com');
    expect(appOriginOf({ protocol: 'http:', port: '3000' }, { appDomains: ['localhost'] })).toBe('http://localhost:3000');
  });
});
