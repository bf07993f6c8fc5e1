import { mutate } from 'swr';
import { ADMIN_GROUP } from '../../../shared/api/route-def';
import { loadConfig } from '../config';
import { timing } from './timing';

/**
 * Amplify (Auth only), configured once and loaded on first need: DESIGN §7 keeps it out of
 * the initial bundle (about 34 KB gzip).
 */
export type AmplifyAuth = typeof import('aws-amplify/auth');

/** SWR key for "is someone signed in?"; sign-in and sign-out revalidate it. */
export const AUTH_STATE_KEY = 'auth:signed-in';

let auth: Promise<AmplifyAuth> | undefined;

/** Amplify Auth, configured; features call Cognito operations (sign-up, codes, reset) through it. */
export function loadAuth(): Promise<AmplifyAuth> {
  auth ??= (async () => {
    const [{ Amplify }, amplifyAuth] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
    const { userPoolId, userPoolClientId, userPoolEndpoint } = await loadConfig();
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId,
          userPoolClientId,
          // Only set locally (cognito-local behind the refresh bridge).
          ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
    return amplifyAuth;
  })().catch((error: unknown) => {
    auth = undefined; // a failed chunk load can be retried
    throw error;
  });
  return auth;
}

/**
 * Amplify keeps the last signed-in user under this key in localStorage (its default token store)
 * and removes it on sign-out. Reading it lets signed-out visitors skip loading Amplify at all.
 */
const storagePrefix = (clientId: string) => `CognitoIdentityServiceProvider.${clientId}.`;

async function hasStoredSession(): Promise<boolean> {
  const { userPoolClientId } = await loadConfig();
  try {
    return window.localStorage.getItem(`${storagePrefix(userPoolClientId)}LastAuthUser`) !== null;
  } catch {
    return false; // storage blocked (privacy mode): Amplify cannot have a session either
  }
}

/** Remove every token Amplify keeps for this app's client: the "local auth data" of spec §9. */
export async function clearLocalAuthData(): Promise<void> {
  const prefix = storagePrefix((await loadConfig()).userPoolClientId);
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was stored either
  }
}

/**
 * A different person (or nobody) is signed in now: drop every cached API answer (the profile
 * above all) and re-check the auth state.
 */
async function resetSessionCache(): Promise<void> {
  await mutate((key) => key !== AUTH_STATE_KEY, undefined, { revalidate: false });
  await mutate(AUTH_STATE_KEY);
}

/** Errors from a token refresh that mean "the session is over", not "try again later". */
const signedOutErrors = new Set([
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'UserUnAuthenticatedException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
]);

/** Web tests sign in without Cognito: a token string, or null for "signed out"; undefined uses Amplify. */
let tokenForTesting: string | null | undefined;

/** Tests only (web/src/test/render-route.tsx): answer getIdToken with this instead of Amplify. */
export function setIdTokenForTesting(token: string | null | undefined): void {
  tokenForTesting = token;
}

/** The Cognito id token for `auth: 'user'` API calls, or undefined when nobody is signed in. */
export async function getIdToken(): Promise<string | undefined> {
  if (tokenForTesting !== undefined) return tokenForTesting ?? undefined;
  if (!(await hasStoredSession())) return undefined;
  const { fetchAuthSession } = await loadAuth();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch (error) {
    if (error instanceof Error && signedOutErrors.has(error.name)) return undefined;
    throw error;
  }
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

/** True when a usable session exists (refreshing it if needed). */
export async function isSignedIn(): Promise<boolean> {
  return (await getIdToken()) !== undefined;
}

export type SignInResult = Awaited<ReturnType<AmplifyAuth['signIn']>>;

/** Password sign-in. USER_PASSWORD_AUTH because cognito-local has no SRP (notes/local-emulators.md). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const amplify = await loadAuth();
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
    await resetSessionCache();
  }
}
