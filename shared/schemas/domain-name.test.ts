import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../constants/messages';
import { checkDomain, customDomain, domainMessages, domainSkeleton, siteContentFor, toUnicodeDomain, type DomainContext } from './domain-name';

const production: DomainContext = { ownDomains: ['rally.example.com', 'cloudfront.net'], protectedDomains: ['teams.example.org'] };
const local: DomainContext = { ownDomains: ['localhost', '127.0.0.1'], localNames: true };

const ok = (domain: string) => ({ ok: true, domain });
const bad = (message: string) => ({ ok: false, message });

describe('the custom-domain rule', () => {
  const table: Array<[string, ReturnType<typeof ok> | ReturnType<typeof bad>, DomainContext?]> = [
    // Accepted, stored lowercased in ASCII.
    ['www.eastside-pickleball.com', ok('www.eastside-pickleball.com')],
    ['  WWW.Example.ORG.  ', ok('www.example.org')],
    ['teams.example.org', ok('teams.example.org')],
    ['münchen-fc.de', ok('xn--mnchen-fc-q9a.de')],
    ['xn--mnchen-fc-q9a.de', ok('xn--mnchen-fc-q9a.de')],
    ['café.fr', ok('xn--caf-dma.fr')],
    ['пример.рф', ok('xn--e1afmkfd.xn--p1ai')],
    ['орех.рф', ok(domainToASCII('орех.рф'))],
    ['例え.テスト.jp', ok(domainToASCII('例え.テスト.jp'))],
    ['sony株式会社.jp', ok(domainToASCII('sony株式会社.jp'))],
    ['ｅｘａｍｐｌｅ.com', ok('example.com')],
    ['demo-team.localhost', ok('demo-team.localhost'), local],
    // Not a public DNS name.
    ['not a domain', bad(domainMessages.syntax)],
    ['https://example.com/', bad(domainMessages.syntax)],
    ['example.com:8080', bad(domainMessages.syntax)],
    ['-bad-.example.com', bad(domainMessages.syntax)],
    ['under_score.example.com', bad(domainMessages.syntax)],
    ['intranet', bad(domainMessages.singleLabel)],
    ['com', bad(domainMessages.singleLabel)],
    [`${'a'.repeat(64)}.example.com`, bad(domainMessages.labelTooLong)],
    [`${'abcdefghi.'.repeat(26)}com`, bad(domainMessages.tooLong)],
    ['127.0.0.1', bad(domainMessages.ipAddress)],
    ['10.1.2.3', bad(domainMessages.ipAddress)],
    ['2130706433', bad(domainMessages.ipAddress)],
    ['0x7f.1', bad(domainMessages.ipAddress)],
    ['[::1]', bad(domainMessages.ipAddress)],
    ['fe80::1', bad(domainMessages.ipAddress)],
    ['localhost', bad(domainMessages.localhost)],
    ['localhost', bad(domainMessages.localhost), local],
    ['demo-team.localhost', bad(domainMessages.localhost)],
    ['printer.local', bad(domainMessages.reserved('local'))],
    ['db.internal', bad(domainMessages.reserved('internal'))],
    ['site.test', bad(domainMessages.reserved('test'))],
    ['1.0.0.127.in-addr.arpa', bad(domainMessages.reserved('arpa'))],
    // The product's own names and everything under them.
    ['rally.example.com', bad(messages.siteAppDomain)],
    ['www.rally.example.com', bad(messages.siteAppDomain)],
    ['d111111abcdef8.cloudfront.net', bad(messages.siteAppDomain)],
    ['127.0.0.1', bad(domainMessages.ipAddress), local],
    // International look-alikes: mixed scripts, whole-script look-alikes, Latin look-alike letters.
    [domainToASCII('pаypal.com'), bad(domainMessages.mixedScripts('pаypal', 'Latin', 'Cyrillic'))],
    ['pаypal.com', bad(domainMessages.mixedScripts('pаypal', 'Latin', 'Cyrillic'))],
    ['аррӏе.com', bad(domainMessages.lookAlike('аррӏе', 'apple'))],
    ['xn--80ak6aa92e.com', bad(domainMessages.lookAlike('аррӏе', 'apple'))],
    ['ѕсоре.org', bad(domainMessages.lookAlike('ѕсоре', 'scope'))],
    ['οοο.net', bad(domainMessages.lookAlike('οοο', 'ooo'))],
    ['gıthub.com', bad(domainMessages.lookAlike('gıthub', 'github'))],
    ['ɡoogle.com', bad(domainMessages.lookAlike('ɡoogle', 'google'))],
    ['xn--a.com', bad(domainMessages.invalidInternational)],
    ['xn--abc-.com', bad(domainMessages.syntax)],
    // Look-alikes of protected names (the team domain, the product's own).
    ['teams.examp1e.org', bad(domainMessages.lookAlikeOf('teams.example.org'))],
    ['teams.exámple.org', bad(domainMessages.lookAlikeOf('teams.example.org'))],
    ['www.rnally.example.com', ok('www.rnally.example.com')],
    ['ra1ly.example.com', bad(domainMessages.lookAlikeOf('rally.example.com'))],
    ['www.rallý.example.com', bad(domainMessages.lookAlikeOf('rally.example.com'))],
  ];

  it.each(table)('%s', (input, expected, ctx = production) => {
    expect(checkDomain(input, ctx)).toEqual(expected);
  });

  it('is the zod field the form and the API use, naming the domain', () => {
    const site = { title: 'Eastside', pages: [{ title: 'Home', slug: '', blocks: [] }], settings: { logos: {} } };
    const schema = siteContentFor(production);
    expect(schema.parse({ ...site, domain: 'München-FC.de' }).domain).toBe('xn--mnchen-fc-q9a.de');
    expect(schema.parse({ ...site, domain: '' }).domain).toBe('');
    expect(schema.parse(site).domain).toBe('');
    const refused = schema.safeParse({ ...site, domain: 'www.rally.example.com' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))).toEqual([
      { path: 'domain', message: messages.siteAppDomain },
    ]);
    expect(customDomain(production).safeParse('x'.repeat(100_000)).error?.issues[0]?.message).toBe(domainMessages.tooLong);
  });

  it('decodes Punycode as Node does, and refuses what is not canonical', () => {
    for (const name of ['münchen.de', 'пример.рф', 'ελλάδα.gr', '例え.jp', 'faß.de']) {
      const ascii = domainToASCII(name);
      expect(toUnicodeDomain(ascii)).toBe(name.normalize('NFC'));
    }
    expect(toUnicodeDomain('xn--abc-.com')).toBeNull();
    expect(toUnicodeDomain('plain.example.com')).toBe('plain.example.com');
  });

  it('answers every input with a domain or a message, never an exception', () => {
    const label = fc.stringMatching(/^(xn--)?[a-z0-9-]{1,12}$/);
    const hosty = fc.array(fc.oneof(label, fc.string({ unit: 'grapheme', maxLength: 8 })), { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(fc.oneof(hosty, fc.string({ unit: 'binary', maxLength: 300 })), (input) => {
        const checked = checkDomain(input, production);
        expect(checked.ok ? checked.domain : checked.message).toEqual(expect.any(String));
        if (checked.ok) expect(checkDomain(checked.domain, production)).toEqual(checked);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('folds look-alikes, accents and letter pairs into one skeleton', () => {
    expect(domainSkeleton('xn--80ak6aa92e.com')).toBe('apple.com');
    expect(domainSkeleton('rnicrosoft.com')).toBe('microsoft.com');
    expect(domainSkeleton('examp1e.org')).toBe('example.org');
    expect(domainSkeleton('c1oudfront.net')).toBe(domainSkeleton('cloudfront.net'));
  });
});
