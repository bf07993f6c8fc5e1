import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './i18n-problems';

const used = { a1: { message: 'Sign in' }, b2: { message: 'Hi, {name}' } };

describe('catalogueProblems', () => {
  it('passes catalogues that have every message, translated', () => {
    const catalogues = {
      en: { a1: { message: 'Sign in', translation: '' }, b2: { message: 'Hi, {name}', translation: '' } },
      es: { a1: { message: 'Sign in', translation: 'Iniciar sesión' }, b2: { message: 'Hi, {name}', translation: 'Hola, {name}' } },
    };
    expect(catalogueProblems(used, catalogues, 'en')).toEqual([]);
  });

  it('names a message the code uses that a catalogue lacks', () => {
    const catalogues = { en: { a1: { message: 'Sign in' } }, es: { a1: { message: 'Sign in', translation: 'Iniciar sesión' } } };
    const problems = catalogueProblems(used, catalogues, 'en');
    expect(problems).toContain('en: "Hi, {name}" is used in the code but missing from the catalogue (run npm run i18n:extract)');
    expect(problems).toContain('es: "Hi, {name}" is used in the code but missing from the catalogue (run npm run i18n:extract)');
  });

  it('names an empty or blank Spanish translation', () => {
    const catalogues = {
      en: { a1: { message: 'Sign in' }, b2: { message: 'Hi, {name}' } },
      es: { a1: { message: 'Sign in', translation: '' }, b2: { message: 'Hi, {name}', translation: '  ' } },
    };
    expect(catalogueProblems(used, catalogues, 'en')).toEqual(['es: "Sign in" has no translation', 'es: "Hi, {name}" has no translation']);
  });

  it('names catalogue text the code no longer uses', () => {
    const catalogues = { en: { a1: { message: 'Sign in' }, b2: { message: 'Hi, {name}' }, zz: { message: 'Old text' } } };
    expect(catalogueProblems(used, catalogues, 'en')).toEqual(['en: "Old text" is in the catalogue but no longer in the code (run npm run i18n:extract)']);
  });
});
