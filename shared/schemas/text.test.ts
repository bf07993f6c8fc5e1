import { describe, expect, it } from 'vitest';
import { createTeamInput, updateTeamInput } from './team';
import { siteContent } from './site';
import { partnerInput } from './partner';
import { CONTROL_CHARACTER_MESSAGE, isPublicLink, multiLineText, singleLineText, userLink } from './text';
import { displayName, fullName, photoURL, updateProfileInput } from './user';
import { postInput } from './post';

describe('one line of text a person types', () => {
  const title = singleLineText(60, { min: 1 });

  it.each([
    ['NUL', 'Team\u0000Name'],
    ['a tab', 'Team\tName'],
    ['a line break', 'Team\nName'],
    ['an escape', 'Team\u001b[31m'],
    ['DEL', 'Team\u007f'],
    ['a C1 control', 'Team\u0085'],
    ['a right-to-left override', 'Team\u202eemaN'],
    ['a left-to-right embedding', '\u202aTeam'],
    ['a first-strong isolate', 'Team\u2068x'],
    ['a pop-directional isolate', 'Team\u2069'],
  ])('refuses %s with the control-character message', (_what, value) => {
    expect(title.safeParse(value).error?.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it.each(['Eastside Pickleball', 'José Núñez', 'שלום', 'مرحبا', '東京 FC', 'Anne-Marie', "O'Brien 🏀"])('accepts %s', (value) => {
    expect(title.safeParse(value).success).toBe(true);
  });

  it('trims before it measures', () => {
    expect(title.parse('  Rally  ')).toBe('Rally');
  });

  it('refuses NUL and overrides in names, titles and posts', () => {
    expect(displayName.safeParse('Al\u0000ex').success).toBe(false);
    expect(fullName.safeParse('Alex \u202eeoD').success).toBe(false);
    expect(postInput.safeParse({ title: 'Pickup\u0000 game', text: 'Come', category: 'a', subCategory: 'b' }).success).toBe(false);
  });
});

describe('text over several lines', () => {
  const description = multiLineText(200);

  it('keeps tabs and line breaks', () => {
    expect(description.parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
  });

  it.each(['NUL \u0000', 'bell \u0007', 'override \u202e', 'isolate \u2066'])('refuses %j', (value) => {
    expect(description.safeParse(value).success).toBe(false);
  });

  it('refuses an over-long text with the length message only', () => {
    expect(description.safeParse(`${'a'.repeat(201)}\u0000`).error?.issues).toHaveLength(1);
  });
});

describe('links a person gives', () => {
  it.each([
    'https://eastside.example.org',
    'https://www.example.com/team?id=1#top',
    'http://example.org',
    'https://93.184.216.34/',
    'https://[2606:2800:220:1:248:1893:25c8:1946]/',
    'https://sub.example.co.uk:8443/path',
  ])('accepts %s', (link) => expect(isPublicLink(link)).toBe(true));

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: disguised by case and spaces', ' JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.org/'],
    ['a protocol-relative link', '//example.org'],
    ['a relative path', '/team/1'],
    ['credentials', 'https://user:pass@example.org/'],
    ['a user name', 'https://user@example.org/'],
    ['localhost', 'http://localhost:3000/'],
    ['a localhost subdomain', 'http://demo-team.localhost/'],
    ['loopback', 'http://127.0.0.1/'],
    ['loopback as a number', 'http://2130706433/'],
    ['loopback in hex', 'http://0x7f.1/'],
    ['a private address', 'http://10.0.0.5/'],
    ['a private address (172.16/12)', 'http://172.20.1.1/'],
    ['a private address (192.168/16)', 'http://192.168.1.1/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['shared address space', 'http://100.64.0.1/'],
    ['0.0.0.0', 'http://0.0.0.0/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unique-local', 'http://[fd00::1]/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['a single-label host', 'http://intranet/'],
    ['a .local host', 'http://printer.local/'],
    ['an .internal host', 'http://db.internal/'],
    ['not a link at all', 'eastside pickleball'],
  ])('refuses %s', (_what, link) => expect(isPublicLink(link)).toBe(false));

  it('offers https-only links for images', () => {
    expect(userLink({ httpsOnly: true }).safeParse('http://example.org/a.png').success).toBe(false);
    expect(userLink({ httpsOnly: true }).safeParse('https://example.org/a.png').success).toBe(true);
  });

  const team = { name: 'Eastside', kind: 'team', gameType: 'Badminton', city: 'Denver, CO', lat: 39.7, lng: -104.9 } as const;

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'http://169.254.169.254/'])(
    'refuses %s as a team website, team photo, profile photo, site image or partner website',
    (link) => {
      expect(createTeamInput.safeParse({ ...team, external: true, externalUrl: link }).error?.issues.map((i) => i.path.join('.'))).toEqual(['externalUrl']);
      expect(createTeamInput.safeParse({ ...team, photoURL: link }).error?.issues.map((i) => i.path.join('.'))).toEqual(['photoURL']);
      expect(updateTeamInput.safeParse({ externalUrl: link, version: 1 }).success).toBe(false);
      expect(photoURL.safeParse(link).success).toBe(false);
      expect(
        siteContent.safeParse({ title: 'S', pages: [{ title: 'Home', slug: '', blocks: [{ type: 'image', url: link, alt: 'x' }] }], settings: { logos: { primary: link, secondary: '' } } })
          .error?.issues.map((i) => i.path.join('.')),
      ).toEqual(['pages.0.blocks.0.url', 'settings.logos.primary']);
      expect(partnerInput.safeParse({ name: 'Acme', ptype: 'brands', tagline: 't', description: 'd', website: link }).success).toBe(false);
    },
  );

  it('still accepts the bundled avatars and public https photos on a profile', () => {
    const profile = { displayName: 'Alex', fullName: 'Alex Doe', defaultCity: { name: 'Denver, CO', lat: 1, lng: 1 } };
    expect(updateProfileInput.safeParse({ ...profile, photoURL: '/avatars/fox.svg' }).success).toBe(true);
    expect(updateProfileInput.safeParse({ ...profile, photoURL: 'https://images.example.com/me.jpg' }).success).toBe(true);
    expect(updateProfileInput.safeParse({ ...profile, photoURL: 'https://127.0.0.1/me.jpg' }).success).toBe(false);
  });
});
