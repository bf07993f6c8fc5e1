import { loadConfig } from '../config';

/**
 * The signed-in session as the API client, push and realtime need it: Amplify loaded on first
 * need, the id token, and whether anyone is signed in. It imports nothing else of web/src/lib, so
 * every module may build on it; signing in and out (./auth) sits above.
 */

/**
 * Amplify (Auth only), configured once and loaded on first need: DESIGN §7 keeps it out of
 * the initial bundle (about 34 KB gzip).
 */
export type AmplifyAuth = typeof import('aws-amplify/auth');

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
const AMPLIFY_KEYS = 'CognitoIdentityServiceProvider.';
const storagePrefix = (clientId: string) => `${AMPLIFY_KEYS}${clientId}.`;

async function hasStoredSession(): Promise<boolean> {
  const { userPoolClientId } = await loadConfig();
  try {
    return window.localStorage.getItem(`${storagePrefix(userPoolClientId)}LastAuthUser`) !== null;
  } catch {
    return false; // storage blocked (privacy mode): Amplify cannot have a session either
  }
}

/**
 * Whether Amplify may hold a session, without the config or Amplify: some client's last user is
 * stored. For what the first render shows while the real check (`isSignedIn`) runs.
 */
export function mayHaveSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(AMPLIFY_KEYS) && key.endsWith('.LastAuthUser'));
  } catch {
    return false;
  }
}

/**
 * The id token of a session the app is ending itself (sign-out, account deletion). Requests still in
 * flight with it are refused by the API once the end lands; that refusal is expected, so it must not
 * send the person to the sign-in page over the flow that is ending the session. A new sign-in has a
 * new token, so the mark never outlives the session it names.
 */
let endingToken: string | undefined;
export async function endingThisSession(): Promise<void> {
  endingToken = await getIdToken().catch(() => undefined);
}
/** The end did not happen (the deletion failed): refusals mean a lost session again. */
export function keepingThisSession(): void {
  endingToken = undefined;
}
export const isEndingSession = (token: string) => endingToken !== undefined && token === endingToken;

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

/** True when a usable session exists (refreshing it if needed). */
export async function isSignedIn(): Promise<boolean> {
  return (await getIdToken()) !== undefined;
}

