import { describe, expect, it } from 'vitest';
import { badgeIds, badgeLabels, endorsementKindLabels, endorsementKinds } from '@shared/constants/endorsement-messages';
import { activateLocale, i18n } from '@web/lib/i18n';
import { badgeTexts, endorsementKindTexts } from './endorsement-texts';

describe('endorsement and badge names', () => {
  it('are the shared English names word for word', async () => {
    await activateLocale('en');
    for (const kind of endorsementKinds) expect(i18n._(endorsementKindTexts[kind])).toBe(endorsementKindLabels[kind]);
    for (const badge of badgeIds) expect(i18n._(badgeTexts[badge])).toBe(badgeLabels[badge]);
  });

  it('are Spanish when Spanish is chosen', async () => {
    await activateLocale('es');
    try {
      expect(i18n._(endorsementKindTexts.reliability)).toBe('Confiabilidad');
    } finally {
      await activateLocale('en');
    }
  });
});
