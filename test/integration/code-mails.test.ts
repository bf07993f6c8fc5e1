import { randomUUID } from 'node:crypto';
import {
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as customMessage } from '../../lambdas/triggers/cognito-custom-message';
import { person } from '../fixtures/events';
import { api, cognito, mailsTo, signIn, stack, waitForMail } from '../fixtures/local';

const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1];
const fresh = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

const signUp = (email: string, locale?: string) =>
  cognito().send(
    new SignUpCommand({
      ClientId: stack().clientId,
      Username: email,
      Password: 'Password123!',
      UserAttributes: [{ Name: 'email', Value: email }],
      ...(locale ? { ClientMetadata: { locale } } : {}),
    }),
  );

/** Mails to `to` until there are `count`, newest last. */
async function mailsUntil(to: string, count: number) {
  const deadline = Date.now() + 15_000;
  let mails = await mailsTo(to);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    mails = await mailsTo(to);
  }
  expect(mails.length).toBe(count);
  return mails;
}

const setLocale = async (user: { uid: string; idToken: string }, locale: 'en' | 'es') =>
  expect((await api('PUT', `/api/users/${user.uid}/locale`, { token: user.idToken, body: { locale } })).status).toBe(200);

describe('code mails in the person’s language (local Cognito)', () => {
  it('mails a sign-up made in Spanish its verification code in Spanish, and the code confirms the account', async () => {
    const email = fresh('es-signup');
    await signUp(email, 'es');
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Tu código de verificación de Rally');
    expect(mail.body.text).toMatch(/^Tu código de verificación es \d{6}$/m);
    expect(mail.body.html).toContain('Verifica tu correo');
    expect(mail.body.text).not.toMatch(/verification code/i);

    // Resent from a Spanish screen, the new code is in Spanish too.
    await cognito().send(new ResendConfirmationCodeCommand({ ClientId: stack().clientId, Username: email, ClientMetadata: { locale: 'es-MX' } }));
    const [, resent] = await mailsUntil(email, 2);
    expect(resent!.subject).toBe('Tu código de verificación de Rally');
    await cognito().send(new ConfirmSignUpCommand({ ClientId: stack().clientId, Username: email, ConfirmationCode: codeIn(resent!.body.text)! }));
    await expect(signIn(email, 'Password123!')).resolves.toHaveProperty('idToken');
  });

  it('keeps English for a sign-up that names no language or one Rally does not speak', async () => {
    const plain = fresh('en-signup');
    await signUp(plain);
    expect((await waitForMail(plain)).subject).toBe('Your Rally verification code');
    const french = fresh('fr-signup');
    await signUp(french, 'fr');
    const mail = await waitForMail(french);
    expect(mail.subject).toBe('Your Rally verification code');
    expect(mail.body.text).toMatch(/^Your verification code is \d{6}$/m);
  });

  it('mails a password reset in the language of the screen it was asked from', async () => {
    const user = await person('Resetea');
    await cognito().send(new ForgotPasswordCommand({ ClientId: stack().clientId, Username: user.email, ClientMetadata: { locale: 'es' } }));
    const mail = await waitForMail(user.email, (m) => m.subject === 'Restablece tu contraseña de Rally');
    expect(mail.body.text).toMatch(/^Tu código para restablecer la contraseña es \d{6}$/m);
  });

  it('falls back to the language on the profile when the call names none: reset and e-mail change', async () => {
    const user = await person('Perfil');
    await setLocale(user, 'es');
    await cognito().send(new ForgotPasswordCommand({ ClientId: stack().clientId, Username: user.email }));
    expect((await waitForMail(user.email)).subject).toBe('Restablece tu contraseña de Rally');

    const newEmail = fresh('perfil-new');
    await cognito().send(new UpdateUserAttributesCommand({ AccessToken: user.accessToken, UserAttributes: [{ Name: 'email', Value: newEmail }] }));
    expect((await waitForMail(newEmail)).subject).toBe('Tu código de verificación de Rally');
    // The screen's language wins over the profile's: asked again from an English screen, in English.
    await cognito().send(new GetUserAttributeVerificationCodeCommand({ AccessToken: user.accessToken, AttributeName: 'email', ClientMetadata: { locale: 'en' } }));
    const [, again] = await mailsUntil(newEmail, 2);
    expect(again!.subject).toBe('Your Rally verification code');
  });

  it('the pool’s trigger chooses as the local pool does: the profile’s Spanish for a code asked without a language', async () => {
    const user = await person('Disparador');
    await setLocale(user, 'es');
    const event = {
      version: '1',
      region: 'us-east-1',
      userPoolId: stack().userPoolId,
      userName: user.uid,
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: stack().clientId },
      triggerSource: 'CustomMessage_ForgotPassword',
      request: { userAttributes: { sub: user.uid, email: user.email }, codeParameter: '{####}', linkParameter: '', usernameParameter: null },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    } as CustomMessageTriggerEvent;
    const out = await customMessage(event);
    expect(out.response.emailSubject).toBe('Restablece tu contraseña de Rally');
    expect(out.response.emailMessage).toContain('Tu código para restablecer la contraseña es <strong>{####}</strong>');

    await setLocale(user, 'en');
    const english = await customMessage({ ...event, response: { smsMessage: null, emailMessage: null, emailSubject: null } });
    expect(english.response.emailSubject).toBe('Reset your Rally password');
  });
});
