import { describe, expect, it } from 'vitest';
import { fieldOfPartnerIssue, partnerFormSchema, placeIdsOf, toPartnerBody, toPartnerFormValues } from './partner-form-values';

describe('partner form values', () => {
  it('reads place ids from ids and place page links, once each', () => {
    expect(placeIdsOf('seed-place-a, https://rally.example.com/places/view/seed-place-b\nseed-place-a')).toEqual(['seed-place-a', 'seed-place-b']);
    expect(placeIdsOf('  ')).toEqual([]);
  });

  it('round-trips a partner through the form', () => {
    const partner = {
      name: 'Club',
      ptype: 'clubs' as const,
      tagline: 'Tag',
      description: 'Desc',
      city: 'Denver, CO',
      website: 'https://club.example.com',
      preferred: true,
      offer: '',
      placeIds: ['a', 'b'],
    };
    const values = partnerFormSchema.parse(toPartnerFormValues(partner));
    expect(toPartnerBody(values)).toEqual(partner);
  });

  it('names the field of a server issue', () => {
    expect(fieldOfPartnerIssue('placeIds.1')).toBe('places');
    expect(fieldOfPartnerIssue('website')).toBe('website');
    expect(fieldOfPartnerIssue('nope')).toBeUndefined();
  });

  it('refuses a website without https', () => {
    const result = partnerFormSchema.safeParse({ ...toPartnerFormValues(), name: 'Club', tagline: 't', description: 'd', website: 'http://x.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['website']);
  });
});
