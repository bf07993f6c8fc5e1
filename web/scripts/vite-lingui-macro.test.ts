import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { linguiMacroPlugin } from './vite-lingui-macro';

const source = `import { msg } from '@lingui/core/macro';
export const greeting = (name) => msg({ message: \`Hi \${name}, it's game day\`, comment: 'For translators only' });
export const games = () => msg({ message: '{count, plural, one {# game} other {# games}}' });
export const notice = { id: 'sign-in', message: 'Welcome back {name}' };
`;

async function transformed(inlineEnglish: boolean): Promise<string> {
  const plugin = linguiMacroPlugin({ inlineEnglish });
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  const result = await transform.call({}, source, '/repo/web/src/example.ts');
  if (!result) throw new Error('the plugin left a macro file alone');
  return result.code;
}

/** The module's exports, run as the bundle would (the macro's only import is Lingui's runtime). */
async function exportsOf(code: string): Promise<{ greeting: (name: string) => MessageDescriptor; games: () => MessageDescriptor; notice: { message: unknown } }> {
  const url = `data:text/javascript;base64,${Buffer.from(code.replace(/^import .*$/gm, '')).toString('base64')}`;
  return (await import(/* @vite-ignore */ url)) as never;
}

describe('linguiMacroPlugin', () => {
  it('keeps English in the code, compiled, so English renders with no catalogue loaded', async () => {
    const code = await transformed(true);
    expect(code).not.toContain('For translators only');
    const { greeting, games } = await exportsOf(code);
    const i18n = setupI18n();
    i18n.load('en', {});
    i18n.activate('en');
    expect(i18n._(greeting('Sam'))).toBe("Hi Sam, it's game day");
    expect(i18n._({ ...games(), values: { count: 1 } })).toBe('1 game');
    expect(i18n._({ ...games(), values: { count: 3 } })).toBe('3 games');
  });

  it("leaves the file's own objects alone, even with an id and a message", async () => {
    const { notice } = await exportsOf(await transformed(true));
    expect(notice.message).toBe('Welcome back {name}');
  });

  it('takes a translation from the loaded catalogue before the English in the code', async () => {
    const { greeting } = await exportsOf(await transformed(true));
    const descriptor = greeting('Sam');
    const i18n = setupI18n();
    i18n.load('es', { [descriptor.id]: ['Hola ', ['name']] });
    i18n.activate('es');
    expect(i18n._(descriptor)).toBe('Hola Sam');
  });

  it('without inlineEnglish leaves ids only, for a build that loads English as a catalogue', async () => {
    const { greeting } = await exportsOf(await transformed(false));
    expect(greeting('Sam').message).toBeUndefined();
  });
});
