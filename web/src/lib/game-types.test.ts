import { describe, expect, it } from 'vitest';
import { gameTypes } from '@shared/constants/lists';
import { gameTypeName, gameTypeOptions } from './game-types';
import { activateLocale } from './i18n';

describe('game type names', () => {
  it('reads every listed game type as stored in English, and keeps an unlisted one as stored', async () => {
    await activateLocale('en');
    expect(gameTypes.map(gameTypeName)).toEqual([...gameTypes]);
    expect(gameTypeName('Curling')).toBe('Curling');
  });

  it('reads them in Spanish when Spanish is chosen, with the stored value kept for forms', async () => {
    await activateLocale('es');
    try {
      expect(gameTypeName('Soccer')).toBe('Fútbol');
      expect(gameTypeName('Football')).toBe('Fútbol americano');
      expect(gameTypeName('Other')).toBe('Otro');
      expect(gameTypeOptions(['Table Tennis'])).toEqual([{ value: 'Table Tennis', label: 'Tenis de mesa' }]);
      expect(gameTypeName('constructor')).toBe('constructor');
    } finally {
      await activateLocale('en');
    }
  });
});
