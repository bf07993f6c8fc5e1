import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/fixtures';

const configure = vi.fn();
const fetchAuthSession = vi.fn();
const amplifySignIn = vi.fn();
const amplifySignOut = vi.fn();
vi.mock('aws-amplify', () => ({ Amplify: { configure } }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession, signIn: amplifySignIn, signOut: amplifySignOut }));
const apiCall = vi.fn();
vi.mock('./api-client', () => ({ api: { call: apiCall } }));

const lastAuthUserKey = `CognitoIdentityServiceProvider.${testConfig.userPoolClientId}.LastAuthUser`;

async function freshAuth() {
  vi.resetModules(); // auth.ts configures Amplify once per module instance
  const config = await import('../config');
  config.setConfigForTesting({ ...testConfig, userPoolEndpoint: 'http://127.0.0.1:9329' });
  return import('./auth');
}

describe('auth', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('reports a signed-out visitor without loading Amplify', async () => {
    const auth = await freshAuth();

    await expect(auth.getIdToken()).resolves.toBeUndefined();
    await expect(auth.isSignedIn()).resolves.toBe(false);
    expect(configure).not.toHaveBeenCalled();
  });

  it('says a session may exist, before any config or Amplify, only while a last user is stored', async () => {
    const { mayHaveSession } = await import('./session');
    expect(mayHaveSession()).toBe(false);
    localStorage.setItem(lastAuthUserKey, 'sam');
    expect(mayHaveSession()).toBe(true);
    expect(configure).not.toHaveBeenCalled();
  });

  it('configures Amplify once from the config and returns the id token', async () => {
    localStorage.setItem(lastAuthUserKey, 'sam');
    fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id.jwt.token' } } });
    const auth = await freshAuth();

    await expect(auth.getIdToken()).resolves.toBe('id.jwt.token');
    await expect(auth.getIdToken()).resolves.toBe('id.jwt.token');

    expect(configure).toHaveBeenCalledTimes(1);
    expect(configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: testConfig.userPoolId,
          userPoolClientId: testConfig.userPoolClientId,
          userPoolEndpoint: 'http://127.0.0.1:9329',
          loginWith: { email: true },
        },
      },
    });
  });

  it('treats an ended session as signed out but lets other failures through', async () => {
    localStorage.setItem(lastAuthUserKey, 'sam');
    const auth = await freshAuth();

    fetchAuthSession.mockRejectedValueOnce(
      Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' }),
    );
    await expect(auth.getIdToken()).resolves.toBeUndefined();

    fetchAuthSession.mockRejectedValueOnce(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
    await expect(auth.getIdToken()).rejects.toThrow('Network error');
  });

  it('signs in with USER_PASSWORD_AUTH (cognito-local has no SRP)', async () => {
    amplifySignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const auth = await freshAuth();

    await expect(auth.signIn('sam@example.com', 'Secret-123')).resolves.toMatchObject({ isSignedIn: true });
    expect(amplifySignIn).toHaveBeenCalledWith({
      username: 'sam@example.com',
      password: 'Secret-123',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('signs out everywhere: the API refuses the tokens already out, then Amplify revokes the refresh token globally', async () => {
    const order: string[] = [];
    apiCall.mockImplementation(async (id: string) => void order.push(id));
    amplifySignOut.mockImplementation(async () => void order.push('amplify'));
    const auth = await freshAuth();

    await auth.signOut();
    expect(amplifySignOut).toHaveBeenCalledTimes(1);
    expect(amplifySignOut).toHaveBeenCalledWith({ global: true });
    expect(order).toEqual(['signOutEverywhere', 'amplify']);
  });

  it('still signs out through Amplify when the API cannot be reached', async () => {
    apiCall.mockRejectedValue(new Error('offline'));
    amplifySignOut.mockResolvedValue(undefined);
    const auth = await freshAuth();

    await auth.signOut();
    expect(amplifySignOut).toHaveBeenCalledWith({ global: true });
  });

  it('clears the local auth data when sign-out fails, and still reports the failure', async () => {
    localStorage.setItem(lastAuthUserKey, 'sam');
    localStorage.setItem(`CognitoIdentityServiceProvider.${testConfig.userPoolClientId}.sam.idToken`, 'token');
    localStorage.setItem('unrelated', 'kept');
    amplifySignOut.mockRejectedValue(new Error('offline'));
    const auth = await freshAuth();

    await expect(auth.signOut()).rejects.toThrow('offline');

    expect(localStorage.getItem(lastAuthUserKey)).toBeNull();
    expect(localStorage.getItem(`CognitoIdentityServiceProvider.${testConfig.userPoolClientId}.sam.idToken`)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    await expect(auth.isSignedIn()).resolves.toBe(false);
  });

  it('gives up on a sign-out that hangs after the timeout (10 s by default) and clears the local auth data', async () => {
    localStorage.setItem(lastAuthUserKey, 'sam');
    amplifySignOut.mockReturnValue(new Promise(() => {}));
    const auth = await freshAuth();

    await expect(auth.signOut(50)).rejects.toThrow('Sign-out took longer than 50 ms');
    expect(localStorage.getItem(lastAuthUserKey)).toBeNull();
  });

  it('signs in again after clearing a stale session Amplify still holds', async () => {
    amplifySignIn
      .mockRejectedValueOnce(Object.assign(new Error('There is already a signed in user.'), { name: 'UserAlreadyAuthenticatedException' }))
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifySignOut.mockResolvedValue(undefined);
    const auth = await freshAuth();

    await expect(auth.signIn('sam@example.com', 'Secret-123')).resolves.toMatchObject({ isSignedIn: true });
    expect(amplifySignOut).toHaveBeenCalledTimes(1);
    expect(amplifySignIn).toHaveBeenCalledTimes(2);
  });

  it('signs in straight after signing out only once a second has passed, so the new token is past the API\'s floor', async () => {
    apiCall.mockResolvedValue({ ok: true });
    amplifySignOut.mockResolvedValue(undefined);
    amplifySignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const auth = await freshAuth();

    await auth.signOut();
    const signingIn = auth.signIn('sam@example.com', 'Secret-123');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(amplifySignIn).not.toHaveBeenCalled();
    await expect(signingIn).resolves.toMatchObject({ isSignedIn: true });
    expect(amplifySignIn).toHaveBeenCalledTimes(1);
    // A second after this page signed out (on its own clock), nothing is waited for.
    let settled = false;
    void auth.untilSignOutSettles(performance.now() + 1000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('does not wait to sign in when this page has not signed out', async () => {
    const auth = await freshAuth();
    let settled = false;
    void auth.untilSignOutSettles().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
