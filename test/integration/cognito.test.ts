import { randomUUID } from 'node:crypto';
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
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
    // As Cognito with an auto-verified e-mail: the confirmed address is verified in the id token.
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()) as { email_verified?: unknown };
    expect(claims.email_verified).toBe(true);
  });

  it('changes the sign-in e-mail with a code sent to the new address; the profile and lookups follow', async () => {
    const user = await newUser('move');
    const other = await newUser('taken');
    const saved = await api('PUT', `/api/users/${user.uid}`, {
      token: user.idToken,
      body: { displayName: 'Mover', fullName: 'Morgan Mover', defaultCity: { name: 'Denver, CO', lat: 39.74, lng: -104.99 }, joinReason: 'Find-events', additionalInfo: { sports: ['Tennis'] } },
    });
    expect(saved.status).toBe(200);

    // Another account's address is refused, as Cognito refuses it.
    await expect(
      cognito().send(new UpdateUserAttributesCommand({ AccessToken: user.accessToken, UserAttributes: [{ Name: 'email', Value: other.email }] })),
    ).rejects.toMatchObject({ name: 'AliasExistsException' });

    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    await cognito().send(new UpdateUserAttributesCommand({ AccessToken: user.accessToken, UserAttributes: [{ Name: 'email', Value: newEmail }] }));
    const mail = await waitForMail(newEmail, (m) => /verification code/i.test(m.subject));
    // Until the code is entered the current address still signs in, and nothing was mailed to it.
    await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');
    await expect(signIn(newEmail, user.password)).rejects.toBeDefined();
    await expect(
      cognito().send(new VerifyUserAttributeCommand({ AccessToken: user.accessToken, AttributeName: 'email', Code: codeIn(mail.body.text) === '000000' ? '111111' : '000000' })),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await cognito().send(new VerifyUserAttributeCommand({ AccessToken: user.accessToken, AttributeName: 'email', Code: codeIn(mail.body.text)! }));

    await expect(signIn(user.email, user.password)).rejects.toBeDefined();
    const tokens = await signIn(newEmail, user.password);
    const me = await api('GET', '/api/me', { token: tokens.idToken });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ uid: user.uid, email: newEmail, displayName: 'Mover', version: 1 });
    // The stored copy followed: others find this person by the new address, not the old one.
    const byNew = await api('GET', `/api/users/${other.uid}/family/lookup?q=${encodeURIComponent(newEmail)}`, { token: other.idToken });
    expect(byNew.status).toBe(200);
    expect(byNew.json.uid).toBe(user.uid);
    const byOld = await api('GET', `/api/users/${other.uid}/family/lookup?q=${encodeURIComponent(user.email)}`, { token: other.idToken });
    expect(byOld.status).toBe(404);
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

  it('answers an unknown e-mail and a wrong password with the same NotAuthorizedException (existence errors hidden)', async () => {
    const failed = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    await expect(signIn(`nobody-${randomUUID().slice(0, 8)}@example.com`, 'Password123!')).rejects.toMatchObject(failed);
    const user = await newUser('wrongpw');
    await expect(signIn(user.email, 'WrongPassword1')).rejects.toMatchObject(failed);
  });
});
