import { describe, expect, it, vi } from 'vitest';
import { codeMailLocale, renderCodeMail, supportedLocale } from './code-mail';

/** A profile reader that must not be called: the call or the attribute already named the language. */
const never = () => vi.fn(async (_uid: string) => 'en' as const);
const unreadable = () => Promise.reject(new Error('DynamoDB unreachable'));

describe('the language of a code mail', () => {
  it('reads a language tag as the language Rally speaks, whatever its region or case', () => {
    expect(supportedLocale('es')).toBe('es');
    expect(supportedLocale('es-MX')).toBe('es');
    expect(supportedLocale('ES_es')).toBe('es');
    expect(supportedLocale('en-GB')).toBe('en');
    expect(supportedLocale('fr-FR')).toBeUndefined();
    expect(supportedLocale('')).toBeUndefined();
    expect(supportedLocale(undefined)).toBeUndefined();
  });

  it('follows what the web sent with the call before the attribute and the profile', async () => {
    const read = never();
    const request = { clientMetadata: { locale: 'es' }, userAttributes: { sub: 'u1', locale: 'en' } };
    expect(await codeMailLocale(request, read)).toBe('es');
    expect(read).not.toHaveBeenCalled();
  });

  it('takes the user’s locale attribute when the call named no language', async () => {
    const read = never();
    expect(await codeMailLocale({ userAttributes: { sub: 'u1', locale: 'es-419' } }, read)).toBe('es');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the profile’s language, by the user’s sub, when neither named one', async () => {
    const read: string[] = [];
    const stored = async (uid: string) => {
      read.push(uid);
      return 'es' as const;
    };
    expect(await codeMailLocale({ clientMetadata: { locale: 'fr' }, userAttributes: { sub: 'u1', locale: 'de' } }, stored)).toBe('es');
    expect(read).toEqual(['u1']);
  });

  it('writes English when nothing names a language Rally speaks, or the profile cannot be read', async () => {
    expect(await codeMailLocale({ clientMetadata: { locale: 'fr' } }, unreadable)).toBe('en');
    expect(await codeMailLocale({ userAttributes: { sub: 'u1' } }, async () => undefined)).toBe('en');
    expect(await codeMailLocale({ userAttributes: { sub: 'u1' } }, unreadable)).toBe('en');
    expect(await codeMailLocale({ clientMetadata: null, userAttributes: null }, unreadable)).toBe('en');
  });
});

describe('a code mail', () => {
  it('is the verification mail in Spanish, with the code in the text and the HTML', async () => {
    const mail = await renderCodeMail({ source: 'SignUp', code: '123456', clientMetadata: { locale: 'es' } }, 'https://rally.example');
    expect(mail).toMatchObject({ locale: 'es', subject: 'Tu código de verificación de Rally' });
    expect(mail.text).toContain('Tu código de verificación es 123456');
    expect(mail.html).toContain('<strong>123456</strong>');
  });

  it('is the reset mail for a forgotten password', async () => {
    const mail = await renderCodeMail({ source: 'ForgotPassword', code: '654321' }, 'https://rally.example', unreadable);
    expect(mail).toMatchObject({ locale: 'en', subject: 'Reset your Rally password' });
    expect(mail.text).toContain('Your password reset code is 654321');
  });

  it('links to the app in its footer, and names only the product when the app’s address is unknown', async () => {
    const linked = await renderCodeMail({ source: 'ResendCode', code: '1', clientMetadata: { locale: 'en' } }, 'https://rally.example');
    expect(linked.html).toContain('href="https://rally.example"');
    expect(linked.text).toContain('Rally: https://rally.example');
    const bare = await renderCodeMail({ source: 'ResendCode', code: '1', clientMetadata: { locale: 'en' } }, '');
    expect(bare.html).not.toContain('href=');
    expect(bare.text).not.toMatch(/https?:|settings/);
    expect(bare.text.trimEnd().endsWith('--\nRally')).toBe(true);
  });
});
