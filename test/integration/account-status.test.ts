import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiMessages, messages } from '@shared/constants/messages';
import { person, type User } from '../fixtures/events';
import { api, cognito, newAdmin, newUser, signIn, stack, wsStatus } from '../fixtures/local';

const wsUrl = (token: string) => `${stack().appUrl.replace('http', 'ws').replace('localhost', '127.0.0.1')}/ws?token=${encodeURIComponent(token)}`;

/** Open a socket and wait until it is open. */
function openSocket(token: string): Promise<WebSocket> {
  const socket = new WebSocket(wsUrl(token));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve();
    else socket.once('close', () => resolve());
  });

const refresh = (user: User) =>
  cognito().send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: stack().clientId, AuthParameters: { REFRESH_TOKEN: user.refreshToken } }));

/** A token floor has whole seconds: a sign-in in the same second as the disable would be refused. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

const setStatus = (token: string, userId: string, disabled: boolean) => api('PUT', `/api/admin/users/${userId}/status`, { token, body: { disabled } });

describe('an admin disables and enables an account', () => {
  it('finds the person by e-mail, in any case, and says whether the account is disabled', async () => {
    const admin = await newAdmin('acct-find');
    const user = await person('acct-found');
    const found = await api('GET', `/api/admin/users?email=${encodeURIComponent(`  ${user.email.toUpperCase()} `)}`, { token: admin.idToken });
    expect(found.status).toBe(200);
    expect(found.json).toEqual({ userId: user.uid, displayName: 'acct-found', fullName: 'acct-found Tester', disabled: false, betas: [], self: false });
    // The admin page never gets the e-mail back: the admin typed it.
    expect(JSON.stringify(found.json)).not.toContain(user.email);

    const nobody = await api('GET', `/api/admin/users?email=${encodeURIComponent('nobody-at-all@example.com')}`, { token: admin.idToken });
    expect(nobody.status).toBe(404);
    expect(nobody.json.message).toBe(messages.userNotFound);
    const bad = await api('GET', '/api/admin/users?email=not-an-address', { token: admin.idToken });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([{ path: 'query.email', message: 'Enter a valid e-mail address' }]);
  });

  it('refuses the old token on HTTP and the socket at once, closes the live socket, and stops sign-in and refresh', async () => {
    const admin = await newAdmin('acct-admin');
    const user = await person('acct-off');
    const live = await openSocket(user.idToken);
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(200);

    const off = await setStatus(admin.idToken, user.uid, true);
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ userId: user.uid, disabled: true });
    await closed(live);

    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(401);
    expect((await api('POST', '/api/posts', { token: user.idToken, body: { title: 'Still here', text: 'x', category: 'test', subCategory: 'test-posts' } })).status).toBe(401);
    expect(await wsStatus(user.idToken)).toBe(401);
    await expect(signIn(user.email, user.password)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    await expect(refresh(user)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const lookedUp = await api('GET', `/api/admin/users?email=${encodeURIComponent(user.email)}`, { token: admin.idToken });
    expect(lookedUp.json).toMatchObject({ userId: user.uid, disabled: true });
    // Disabling twice is the same as once.
    expect((await setStatus(admin.idToken, user.uid, true)).status).toBe(200);
  });

  it('once enabled, lets a new sign-in in and keeps refusing the tokens from before', async () => {
    const admin = await newAdmin('acct-admin2');
    const user = await person('acct-back');
    expect((await setStatus(admin.idToken, user.uid, true)).status).toBe(200);

    const on = await setStatus(admin.idToken, user.uid, false);
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ userId: user.uid, disabled: false });
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(401);
    expect(await wsStatus(user.idToken)).toBe(401);
    // The refresh token revoked on disabling issues nothing either.
    await expect(refresh(user)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    await nextSecond();
    const again = await signIn(user.email, user.password);
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
    expect(await wsStatus(again.idToken)).toBe(200);
    expect((await api('GET', `/api/admin/users?email=${encodeURIComponent(user.email)}`, { token: admin.idToken })).json).toMatchObject({ disabled: false });
  });

  it('enabling an account that is not disabled signs nobody out', async () => {
    const admin = await newAdmin('acct-admin3');
    const user = await person('acct-active');
    expect((await setStatus(admin.idToken, user.uid, false)).status).toBe(200);
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(200);
  });

  it('refuses an admin disabling themself, non-admins, unknown people and a body without the field', async () => {
    const admin = await newAdmin('acct-self');
    const self = await setStatus(admin.idToken, admin.uid, true);
    expect(self.status).toBe(403);
    expect(self.json.message).toBe(apiMessages.ownAccountStatus);
    expect((await api('GET', '/api/me', { token: admin.idToken })).status).not.toBe(401);

    const user = await newUser('acct-nonadmin');
    const target = await person('acct-target');
    const refused = await setStatus(user.idToken, target.uid, true);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(apiMessages.adminOnly);
    expect((await api('GET', `/api/admin/users?email=${encodeURIComponent(target.email)}`, { token: user.idToken })).status).toBe(403);
    expect((await api('GET', '/api/me', { token: target.idToken })).status).toBe(200);

    const unknown = await setStatus(admin.idToken, 'no-such-user', true);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(messages.userNotFound);
    const noField = await api('PUT', `/api/admin/users/${target.uid}/status`, { token: admin.idToken, body: {} });
    expect(noField.status).toBe(400);
    expect(noField.json.issues?.map((i) => i.path)).toEqual(['disabled']);
    const badId = await setStatus(admin.idToken, 'not an id!', true);
    expect(badId.status).toBe(400);
    expect(badId.json.issues?.map((i) => i.path)).toEqual(['params.userId']);
  });
});
