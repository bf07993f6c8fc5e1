import { describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { faqGroupsIn, searchFaqs } from './faqs';

const faqGroups = faqGroupsIn((d) => i18n._(d));

const ids = (groups: ReturnType<typeof searchFaqs>) => groups.flatMap((g) => g.faqs.map((f) => f.id));

describe('searchFaqs', () => {
  it('returns every group for an empty search', () => {
    expect(searchFaqs(faqGroups, '  ')).toHaveLength(faqGroups.length);
  });

  it('keeps only the answers with every word, in any case, and drops empty groups', () => {
    const found = searchFaqs(faqGroups, 'WAITLIST Party');
    expect(ids(found)).toEqual(['full-event']);
    expect(found.map((g) => g.id)).toEqual(['games']);
  });

  it('matches questions and answers, ignoring accents', () => {
    expect(ids(searchFaqs(faqGroups, 'délete'))).toContain('delete');
  });

  it('finds nothing for an unknown word', () => {
    expect(searchFaqs(faqGroups, 'quidditch')).toEqual([]);
  });

  it('has unique ids, so every answer can be linked to', () => {
    const all = faqGroups.flatMap((g) => g.faqs.map((f) => f.id));
    expect(new Set(all).size).toBe(all.length);
  });
});
