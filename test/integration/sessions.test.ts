import {
  AdminDisableUserCommand,
  AdminUserGlobalSignOutCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../../lambdas/data/users';
import { createEvent, eventBody, person } from '../fixtures/events';
import { api, cognito, newUser, signIn, stack } from '../fixtures/local';

type User = Awaited<ReturnType<typeof newUser>>;

const wsUrl = (token: string) => `${stack().appUrl.replace('http', 'ws').replace('localhost', '127.0.0.1')}/ws?token=${encodeURIComponent(token)}`;

/** Open a socket; resolves with it open, or with the HTTP status the upgrade was refused with. */
function connect(token: string): Promise<{ status: number; socket: WebSocket }> {
  const socket = new WebSocket(wsUrl(token));
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0, socket }));
    socket.once('error', () => resolve({ status: -1, socket }));
    socket.once('open', () => resolve({ status: 101, socket }));
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve(socket.readyState);
    else socket.once('close', () => resolve(WebSocket.CLOSED));
  });

/** Refresh as cognito-local knows it, and as Amplify 6 asks (the bridged GetTokensFromRefreshToken). */
const refresh = (user: User) =>
  cognito().send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: stack().clientId, AuthParameters: { REFRESH_TOKEN: user.refreshToken } }));

async function amplifyRefresh(user: User) {
  const res = await fetch(stack().cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
    body: JSON.stringify({ ClientId: stack().clientId, RefreshToken: user.refreshToken }),
  });
  return { status: res.status, json: (await res.json()) as { __type?: string; AuthenticationResult?: { IdToken?: string } } };
}

/** A token floor has whole seconds: a new sign-in right after a sign-out waits for the next one. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

describe('deleted accounts', () => {
  it('refuse the old token on every path: /api/me, re-creating the profile, posting, creating events and the WebSocket', async () => {
    const user = await person('gone');
    const { socket: live, status: opened } = await connect(user.idToken);
    expect(opened).toBe(101);

    expect((await api('DELETE', `/api/users/${user.uid}`, { token: user.idToken, body: { confirm: 'DELETE' } })).status).toBe(200);
    // Deletion closes the person's live socket.
    await expect(closed(live)).resolves.toBe(WebSocket.CLOSED);

    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(401);
    const recreate = await api('PUT', `/api/users/${user.uid}`, {
      token: user.idToken,
      body: { displayName: 'Back', fullName: 'Back Again', defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } },
    });
    expect(recreate.status).toBe(401);
    expect(await users.get(user.uid)).toBeNull();
    const post = await api('POST', '/api/posts', { token: user.idToken, body: { title: 'Still here', text: 'x', category: 'test', subCategory: 'test-posts' } });
    expect(post.status).toBe(401);
    expect((await createEvent(user, eventBody())).status).toBe(401);
    expect((await connect(user.idToken)).status).toBe(401);
    // Its refresh token issues nothing either.
    await expect(refresh(user)).rejects.toThrow();
  });

  it('still treat the old token as anonymous on public routes', async () => {
    const user = await person('ghost');
    expect((await api('DELETE', `/api/users/${user.uid}`, { token: user.idToken, body: { confirm: 'DELETE' } })).status).toBe(200);
    expect((await api('GET', '/api/posts/test/test-posts', { token: user.idToken })).status).toBe(200);
  });
});

describe('signing out everywhere', () => {
  it('refuses the old id token, revokes the refresh token, closes the sockets, and lets a new sign-in work', async () => {
    const user = await person('leaving');
    const other = await signIn(user.email, user.password);
    const { socket: live, status: opened } = await connect(user.idToken);
    expect(opened).toBe(101);

    const out = await api('POST', '/api/me/sign-out', { token: user.idToken });
    expect(out.status).toBe(201);
    expect(out.json).toEqual({ ok: true });

    await expect(closed(live)).resolves.toBe(WebSocket.CLOSED);
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(401);
    // Every session of the person, not only the one that signed out.
    expect((await api('GET', '/api/me', { token: other.idToken })).status).toBe(401);
    expect((await connect(other.idToken)).status).toBe(401);
    await expect(refresh(user)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const bridged = await amplifyRefresh({ ...user, ...other });
    expect(bridged.status).toBe(400);
    expect(bridged.json.__type).toBe('NotAuthorizedException');

    await nextSecond();
    const again = await signIn(user.email, user.password);
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
    const { socket, status } = await connect(again.idToken);
    expect(status).toBe(101);
    socket.close();
  });

  it('refuses a second sign-out with the token the first one revoked', async () => {
    const user = await person('twice');
    expect((await api('POST', '/api/me/sign-out', { token: user.idToken })).status).toBe(201);
    expect((await api('POST', '/api/me/sign-out', { token: user.idToken })).status).toBe(401);
  });
});

describe('the local user pool revokes refresh tokens as Cognito does', () => {
  it('GlobalSignOut (Amplify signOut({ global: true })) revokes every refresh token of the person', async () => {
    const user = await newUser('global');
    const second = await signIn(user.email, user.password);
    await cognito().send(new GlobalSignOutCommand({ AccessToken: user.accessToken }));
    await expect(refresh(user)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(refresh({ ...user, ...second })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('GlobalSignOut refuses a forged access token', async () => {
    const user = await newUser('forger');
    const [header, payload] = user.accessToken.split('.');
    await expect(cognito().send(new GlobalSignOutCommand({ AccessToken: `${header}.${payload}.forged` }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(refresh(user)).resolves.toMatchObject({ AuthenticationResult: expect.objectContaining({ IdToken: expect.any(String) }) });
  });

  it('AdminUserGlobalSignOut revokes the refresh tokens; RevokeToken revokes just the one', async () => {
    const user = await newUser('admin-out');
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: stack().userPoolId, Username: user.uid }));
    await expect(refresh(user)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const a = await signIn(user.email, user.password);
    const b = await signIn(user.email, user.password);
    await cognito().send(new RevokeTokenCommand({ ClientId: stack().clientId, Token: a.refreshToken }));
    await expect(refresh({ ...user, ...a })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(refresh({ ...user, ...b })).resolves.toMatchObject({ AuthenticationResult: expect.objectContaining({ IdToken: expect.any(String) }) });
  });

  it('AdminDisableUser stops sign-in and refresh', async () => {
    const user = await newUser('disabled');
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: stack().userPoolId, Username: user.uid }));
    await expect(refresh(user)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(signIn(user.email, user.password)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
  });
});
