import type { MessageDescriptor } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { pronouns } from '@shared/constants/enums';
import { genders } from '@shared/constants/lists';
import { allPlans } from '@shared/constants/payments';
import { postCategories } from '@shared/constants/post-categories';
import { activateLocale, i18n, messageIdOf } from './i18n';
import { serverText } from './server-text';
import { serverNumberTemplates, serverTextCatalogue } from './server-text-catalogue';

/** The sources whose English the server sends or the web shows as it is in `shared/`. */
const sources = {
  ...import.meta.glob<string>(
    ['/shared/constants/*messages*.ts', '/shared/constants/payments.ts', '/shared/constants/post-categories.ts'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
  ...import.meta.glob<string>(['/shared/schemas/*.ts', '!/shared/schemas/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
const bracketSource = import.meta.glob<string>('/lambdas/domain/games/bracket.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Payout countries: another language names them through Intl.DisplayNames by their code. */
const countryNames = new Set([
  'Czech Republic',
  'Hong Kong',
  'New Zealand',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
]);

const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;

/**
 * Every fixed sentence in a source: a string literal (a template literal with no values in it) that
 * starts with a capital letter and has a space, outside comments. Messages with values filled in
 * (`${label} is required`) are built at run time and are not fixed strings.
 */
function sentencesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(literal)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .map((text) => text.replace(/\\(.)/g, '$1'))
    .filter((text) => /^[A-Z]/.test(text) && text.includes(' '));
}

/**
 * Every template literal of a source with its values and numbers as `{0}`, `{1}` in order: the form
 * `serverText` looks a message with numbers up in.
 */
function templatesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/`((?:[^`\\]|\\.)*)`/g)].map((match) => {
    let count = 0;
    return (match[1] ?? '').replace(/\$\{[^}]*\}|\d+/g, () => `{${count++}}`);
  });
}

const roundNames = [...(Object.values(bracketSource)[0] ?? '').matchAll(/return '([^']+)';/g)].map((match) => match[1]!);

const shared = new Set([
  ...Object.values(sources).flatMap(sentencesIn),
  ...genders,
  ...pronouns.filter(Boolean),
  ...allPlans().map((plan) => plan.label),
  ...postCategories.flatMap((category) => [category.name, category.blurb, ...category.subcategories.map((sub) => sub.name)]),
  ...roundNames,
]);
for (const name of countryNames) shared.delete(name);

const templates = new Set([...Object.values(sources), ...Object.values(bracketSource)].flatMap(templatesIn));

/**
 * A copy's English as the server writes it. The app's code carries each message compiled (text, and
 * `[name]` for a value: web/scripts/vite-lingui-macro.ts); the copies hold no plurals or formats.
 */
const englishOf = (twin: MessageDescriptor): string => {
  const message: unknown = twin.message;
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  return message.map((part: unknown) => (typeof part === 'string' ? part : `{${String((part as unknown[])[0])}}`)).join('');
};

const twins = serverTextCatalogue;
const twinEnglish = new Set(twins.map(englishOf));

describe('the catalogue copy of the English the server and shared/ show', () => {
  afterAll(() => activateLocale('en'));

  it('reads the shared sources it checks', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    expect(roundNames).toEqual(['Final', 'Semifinals', 'Quarterfinals']);
    expect(shared).toContain('Team not found');
    expect(shared).toContain('Names cannot contain links, e-mail addresses or offensive words');
  });

  it('has a copy of every shared string, word for word', () => {
    expect([...shared].filter((text) => !twinEnglish.has(text))).toEqual([]);
  });

  it('has no copy whose English is not a shared string (a copy that drifted from its source)', () => {
    expect([...twinEnglish].filter((text) => !shared.has(text))).toEqual([]);
  });

  it('finds every copy in the Spanish catalogue under the id computed from the English', async () => {
    await activateLocale('es');
    const missing = [...twinEnglish].filter((text) => {
      const id = messageIdOf(text);
      return id === undefined || i18n.messages[id] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('keeps each number template equal to a template in the shared sources', () => {
    expect(serverNumberTemplates.map(englishOf).filter((text) => !templates.has(text))).toEqual([]);
  });

  it('says a message with numbers in Spanish through its template, the numbers kept', async () => {
    await activateLocale('es');
    for (const twin of serverNumberTemplates) expect(i18n.messages[messageIdOf(englishOf(twin)) ?? '']).toBeDefined();
    expect(serverText('Title must be at most 120 characters')).toBe('El título debe tener como máximo 120 caracteres');
    expect(serverText('Age must be between 1 and 120')).toBe('La edad debe estar entre 1 y 120');
    expect(serverText('Round of 16')).toBe('Ronda de 16');
    expect(serverText('Match r1m2 is not in this bracket.')).toBe('Match r1m2 is not in this bracket.');
    await activateLocale('en');
    expect(serverText('Round of 16')).toBe('Round of 16');
  });
});
