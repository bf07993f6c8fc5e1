import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from './cognito-custom-message';

const saved = { ...process.env };
beforeEach(() => {
  process.env = { ...saved, APP_URL: 'https://rally.example' };
});
afterEach(() => {
  process.env = { ...saved };
});

/** The event Cognito sends; no `sub` unless given, so nothing here reads a profile. */
function cognitoEvent(
  source: CustomMessageTriggerEvent['triggerSource'],
  request: { clientMetadata?: Record<string, string>; userAttributes?: Record<string, string> } = {},
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_Pool',
    userName: 'a1b2c3',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    triggerSource: source,
    request: {
      userAttributes: { email: 'ana@example.com', ...request.userAttributes },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
      ...(request.clientMetadata ? { clientMetadata: request.clientMetadata } : {}),
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

const verificationSources = ['CustomMessage_SignUp', 'CustomMessage_ResendCode', 'CustomMessage_UpdateUserAttribute', 'CustomMessage_VerifyUserAttribute'] as const;

describe('the CustomMessage trigger', () => {
  it.each(verificationSources)('%s: the verification mail in English and in Spanish, with Cognito’s code placeholder', async (source) => {
    const en = await handler(cognitoEvent(source, { clientMetadata: { locale: 'en' } }));
    expect(en.response.emailSubject).toBe('Your Rally verification code');
    expect(en.response.emailMessage).toContain('Your verification code is <strong>{####}</strong>');

    const es = await handler(cognitoEvent(source, { clientMetadata: { locale: 'es' } }));
    expect(es.response.emailSubject).toBe('Tu código de verificación de Rally');
    expect(es.response.emailMessage).toContain('Tu código de verificación es <strong>{####}</strong>');
    expect(es.response.emailMessage).toContain('<h1 style="font-size:20px">Verifica tu correo</h1>');
  });

  it('CustomMessage_ForgotPassword: the reset mail in English and in Spanish, with the placeholder', async () => {
    const en = await handler(cognitoEvent('CustomMessage_ForgotPassword', { clientMetadata: { locale: 'en-US' } }));
    expect(en.response.emailSubject).toBe('Reset your Rally password');
    expect(en.response.emailMessage).toContain('Your password reset code is <strong>{####}</strong>');

    const es = await handler(cognitoEvent('CustomMessage_ForgotPassword', { clientMetadata: { locale: 'es-MX' } }));
    expect(es.response.emailSubject).toBe('Restablece tu contraseña de Rally');
    expect(es.response.emailMessage).toContain('Tu código para restablecer la contraseña es <strong>{####}</strong>');
  });

  it('writes Spanish for a user whose locale attribute is Spanish when the call named no language', async () => {
    const out = await handler(cognitoEvent('CustomMessage_ResendCode', { userAttributes: { locale: 'es' } }));
    expect(out.response.emailSubject).toBe('Tu código de verificación de Rally');
  });

  it('writes English for a language Rally does not speak', async () => {
    const out = await handler(cognitoEvent('CustomMessage_SignUp', { clientMetadata: { locale: 'fr' }, userAttributes: { locale: 'de-DE' } }));
    expect(out.response.emailSubject).toBe('Your Rally verification code');
    expect(out.response.emailMessage).toContain('{####}');
  });

  it('links the footer to the app’s public address, and to nothing when the stage has none', async () => {
    const linked = await handler(cognitoEvent('CustomMessage_SignUp', { clientMetadata: { locale: 'es' } }));
    expect(linked.response.emailMessage).toContain('<a href="https://rally.example/settings?tab=notification">');
    delete process.env.APP_URL;
    const bare = await handler(cognitoEvent('CustomMessage_SignUp', { clientMetadata: { locale: 'es' } }));
    expect(bare.response.emailMessage).not.toContain('href=');
    expect(bare.response.emailMessage).toContain('{####}');
  });

  it('leaves an admin-created user’s invitation and the sign-in code to the pool’s own message', async () => {
    for (const source of ['CustomMessage_AdminCreateUser', 'CustomMessage_Authentication'] as const) {
      const out = await handler(cognitoEvent(source, { clientMetadata: { locale: 'es' } }));
      expect(out.response, source).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
    }
  });

  it('leaves the message to Cognito when it cannot render one, rather than failing the sign-up', async () => {
    process.env.APP_URL = 'not a url';
    const out = await handler(cognitoEvent('CustomMessage_SignUp', { clientMetadata: { locale: 'es' } }));
    expect(out.response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });

  it('keeps every subject within Cognito’s 140 characters', async () => {
    for (const source of [...verificationSources, 'CustomMessage_ForgotPassword'] as const) {
      for (const locale of ['en', 'es']) {
        const out = await handler(cognitoEvent(source, { clientMetadata: { locale } }));
        expect(out.response.emailSubject!.length, `${source} ${locale}`).toBeLessThanOrEqual(140);
      }
    }
  });
});
