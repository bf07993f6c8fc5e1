import { randomUUID } from 'node:crypto';
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { api, cognito, newUser, signIn, stack, waitForMail } from '../fixtures/local';

const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1];

describe('local Cognito', () => {
  it('e-mails the sign-up verification code to the local inbox, and the code confirms the account', async () => {
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`;
    await cognito().send(
      new SignUpCommand({ ClientId: stack().clientId, Username: email, Password: 'Password123!', UserAttributes: [{ Name: 'email', Value: email }] }),
    );
    const mail = await waitForMail(email, (m) => /verification code/i.test(m.subject));
    const code = codeIn(mail.body.text);
    expect(code).toBeDefined();
    await cognito().send(new ConfirmSignUpCommand({ ClientId: stack().clientId, Username: email, ConfirmationCode: code! }));
    const tokens = await signIn(email, 'Password123!');
    const me = await api('GET', '/api/me', { token: tokens.idToken });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
  });

  it('e-mails a password-reset code that sets a new password', async () => {
    const user = await newUser('reset');
    await cognito().send(new ForgotPasswordCommand({ ClientId: stack().clientId, Username: user.email }));
    const mail = await waitForMail(user.email, (m) => /reset/i.test(m.subject));
    const code = codeIn(mail.body.text)!;
    await cognito().send(
      new ConfirmForgotPasswordCommand({ ClientId: stack().clientId, Username: user.email, ConfirmationCode: code, Password: 'NewPassword456!' }),
    );
    await expect(signIn(user.email, 'NewPassword456!')).resolves.toHaveProperty('idToken');
  });

  it('answers Amplify’s GetTokensFromRefreshToken with fresh tokens the API accepts', async () => {
    const user = await newUser('refresh');
    const res = await fetch(stack().cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
      body: JSON.stringify({ ClientId: stack().clientId, RefreshToken: user.refreshToken }),
    });
    expect(res.status).toBe(200);
    const { AuthenticationResult } = (await res.json()) as { AuthenticationResult: { IdToken: string; RefreshToken: string } };
    expect(AuthenticationResult.RefreshToken).toBe(user.refreshToken);
    const me = await api('GET', '/api/me', { token: AuthenticationResult.IdToken });
    expect(me.status).toBe(200);
  });

  it('refuses a refresh with a bad refresh token', async () => {
    const res = await fetch(stack().cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
      body: JSON.stringify({ ClientId: stack().clientId, RefreshToken: 'not-a-token' }),
    });
    expect(res.status).toBe(400);
  });

  it('has the seeded organizer and player, confirmed, with complete profiles in Denver', async () => {
    for (const email of ['organizer@example.com', 'player@example.com']) {
      const { idToken } = await signIn(email, 'Password123!');
      const me = await api('GET', '/api/me', { token: idToken });
      expect(me.json).toMatchObject({ email, emailVerified: true, hasAdditionalInfo: true });
      expect((me.json.defaultCity as { name: string }).name).toBe('Denver, CO');
    }
  });
});

describe('local Cognito bridges', () => {
  it('resends a sign-up code by e-mail, and the new code confirms the account', async () => {
    const { ResendConfirmationCodeCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const email = `resend-${randomUUID().slice(0, 8)}@example.com`;
    await cognito().send(
      new SignUpCommand({ ClientId: stack().clientId, Username: email, Password: 'Password123!', UserAttributes: [{ Name: 'email', Value: email }] }),
    );
    await waitForMail(email);
    await cognito().send(new ResendConfirmationCodeCommand({ ClientId: stack().clientId, Username: email }));
    const deadline = Date.now() + 10_000;
    let mails = await import('../fixtures/local').then((m) => m.mailsTo(email));
    while (mails.length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      mails = await import('../fixtures/local').then((m) => m.mailsTo(email));
    }
    expect(mails.length).toBe(2);
    const code = codeIn(mails[1]!.body.text)!;
    await cognito().send(new ConfirmSignUpCommand({ ClientId: stack().clientId, Username: email, ConfirmationCode: code }));
    await expect(signIn(email, 'Password123!')).resolves.toHaveProperty('idToken');
  });

  it('says UserNotFoundException for an unknown e-mail and NotAuthorizedException for a wrong password', async () => {
    await expect(signIn(`nobody-${randomUUID().slice(0, 8)}@example.com`, 'Password123!')).rejects.toMatchObject({ name: 'UserNotFoundException' });
    const user = await newUser('wrongpw');
    await expect(signIn(user.email, 'WrongPassword1')).rejects.toMatchObject({ name: expect.stringMatching(/NotAuthorizedException|InvalidPasswordException/) });
  });
});
