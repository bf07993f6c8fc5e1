import { mutate } from 'swr';
import { ADMIN_GROUP } from '@shared/api/route-def';
import { clearLocalAuthData, endingThisSession, getIdToken, loadAuth, type AmplifyAuth } from './session';
import { timing } from './timing';

/**
 * Signing in and out. The id token and "is someone signed in?" live in ./session, which the API
 * client and push build on; this module calls both (sign-out ends the session everywhere and stops
 * pushes), so it sits above them and they never import it.
 */
export { clearLocalAuthData, endingThisSession, getIdToken, isSignedIn, keepingThisSession, loadAuth, setIdTokenForTesting, type AmplifyAuth } from './session';

/** SWR key for "is someone signed in?"; sign-in and sign-out revalidate it. */
export const AUTH_STATE_KEY = 'auth:signed-in';

/**
 * A different person (or nobody) is signed in now: drop every cached API answer (the profile
 * above all) and re-check the auth state.
 */
async function resetSessionCache(): Promise<void> {
  await mutate((key) => key !== AUTH_STATE_KEY, undefined, { revalidate: false });
  await mutate(AUTH_STATE_KEY);
}

/** True when the signed-in person is in the Cognito `admins` group (the admin page; the API checks again). */
export async function isAdminUser(): Promise<boolean> {
  const token = await getIdToken();
  if (!token) return false;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { 'cognito:groups'?: unknown };
    const groups = payload['cognito:groups'];
    return Array.isArray(groups) && groups.includes(ADMIN_GROUP);
  } catch {
    return false;
  }
}

/**
 * New tokens now (the e-mail changed, /verify-new-email), then every cached API answer is read
 * again: the API takes the e-mail from the id token.
 */
export async function refreshSession(): Promise<void> {
  const { fetchAuthSession } = await loadAuth();
  await fetchAuthSession({ forceRefresh: true });
  await mutate((key) => key !== AUTH_STATE_KEY);
}

export type SignInResult = Awaited<ReturnType<AmplifyAuth['signIn']>>;

/** When this page last finished signing out (`performance.now()`), for the next sign-in's wait. */
let signedOutAt: number | undefined;

/**
 * Wait until `timing.signInAfterSignOutMs` has passed since this page signed out. Measured on
 * this page's own monotonic clock from after the API answered, so a clock set wrong cannot
 * shorten it: the token of the sign-in that follows is issued in a later second than the floor.
 */
export function untilSignOutSettles(now: number = performance.now()): Promise<void> {
  const left = signedOutAt === undefined ? 0 : signedOutAt + timing.signInAfterSignOutMs - now;
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve();
}

/** Password sign-in. USER_PASSWORD_AUTH because cognito-local has no SRP (notes/local-emulators.md). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const amplify = await loadAuth();
  await untilSignOutSettles();
  const attempt = () =>
    amplify.signIn({
      username: email,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  let result: SignInResult;
  try {
    result = await attempt();
  } catch (error) {
    // Tokens of an earlier session are still stored (say, one that can no longer refresh):
    // Amplify refuses a second sign-in until they are gone.
    if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')) throw error;
    await amplify.signOut().catch(() => clearLocalAuthData());
    result = await attempt();
  }
  if (result.isSignedIn) await resetSessionCache();
  return result;
}

export class SignOutTimeoutError extends Error {
  override readonly name = 'SignOutTimeoutError';
}

/**
 * End the session everywhere: the API refuses the id tokens already issued and closes the live
 * sockets (and revokes the refresh tokens itself); Amplify's global sign-out revokes them too, in
 * case the API could not be reached, and then drops the local tokens. A signed-out person's
 * tokens, copied or still open in another tab, open nothing afterwards.
 */
async function endSessionEverywhere(): Promise<void> {
  await import('./api-client').then(({ api }) => api.call('signOutEverywhere')).catch(() => undefined);
  const amplify = await loadAuth();
  await amplify.signOut({ global: true });
}

/**
 * Sign out (spec §8/§9): give it up to 10 s; if it fails or takes longer, clear the local
 * auth data anyway and rethrow, so the caller can say 'Error during logout. You have been signed out.'
 */
export async function signOut(timeoutMs: number = timing.logoutTimeoutMs): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SignOutTimeoutError(`Sign-out took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await endingThisSession();
    // Pushes for this person must stop reaching this browser (up to 2 s; never blocks sign-out).
    await Promise.race([
      import('./push').then((push) => push.disablePush()),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]).catch(() => undefined);
    await Promise.race([endSessionEverywhere(), timeout]);
  } catch (error) {
    await clearLocalAuthData();
    throw error;
  } finally {
    clearTimeout(timer);
    signedOutAt = performance.now();
    await resetSessionCache();
    await forgetOfflineData();
  }
}

/** What this person read or queued offline is neither shown to nor sent as whoever signs in next. */
async function forgetOfflineData(): Promise<void> {
  await Promise.all([
    import('./app-worker').then((worker) => worker.forgetPersonalCaches()),
    import('./offline-writes').then((writes) => writes.forgetOfflineWrites()),
  ]).catch((error: unknown) => console.warn('Offline data not cleared', error));
}
