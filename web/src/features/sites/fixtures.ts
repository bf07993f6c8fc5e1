import type { OutputOf } from '@shared/api/routes';

type Site = OutputOf<'getSiteDraft'>;

/** A site as the API sends it (draft or published): Eastside FC's one-page site, draft version 3. */
export function siteDto(overrides: Partial<Site> = {}): Site {
  return {
    id: 'site-1',
    creatorId: 'user-1',
    title: 'Eastside FC',
    pages: [
      {
        title: 'Home',
        slug: '',
        seoDescription: '',
        blocks: [{ type: 'text', heading: 'Welcome', text: 'Pickup soccer on Saturdays.' }],
      },
    ],
    settings: { logos: { primary: '', secondary: '' } },
    domain: '',
    teamId: '',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 3,
    publishedAt: null,
    ...overrides,
  };
}

/** Where a custom domain's proof stands: pending, with the TXT record to add. */
export function pendingDomain(domain: string): OutputOf<'getSiteDomainStatus'> {
  return {
    domain,
    status: 'pending',
    record: { type: 'TXT', name: `_rally-verify.${domain}`, value: 'rally-site-verification=abc123' },
    message: 'Add the TXT record below, then press Check now.',
    serving: false,
  };
}
