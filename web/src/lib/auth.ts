import { mutate } from 'swr';
import { loadConfig } from '../config';

/**
 * Amplify (Auth only), configured once and loaded on first need: DESIGN §7 keeps it out of
 * the initial bundle (about 34 KB gzip).
 */
type AmplifyAuth = typeof import('aws-amplify/auth');

/** SWR key for "is someone signed in?"; sign-in and sign-out revalidate it. */
export const AUTH_STATE_KEY = 'auth:signed-in';

let auth: Promise<AmplifyAuth> | undefined;

function loadAuth(): Promise<AmplifyAuth> {
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
async function hasStoredSession(): Promise<boolean> {
  const { userPoolClientId } = await loadConfig();
  try {
    return window.localStorage.getItem(`CognitoIdentityServiceProvider.${userPoolClientId}.LastAuthUser`) !== null;
  } catch {
    return false; // storage blocked (privacy mode): Amplify cannot have a session either
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

/** The Cognito id token for `auth: 'user'` API calls, or undefined when nobody is signed in. */
export async function getIdToken(): Promise<string | undefined> {
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

export type SignInResult = Awaited<ReturnType<AmplifyAuth['signIn']>>;

/** Password sign-in. USER_PASSWORD_AUTH because cognito-local has no SRP (notes/local-emulators.md). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const amplify = await loadAuth();
  const result = await amplify.signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  await mutate(AUTH_STATE_KEY);
  return result;
}

export async function signOut(): Promise<void> {
  const amplify = await loadAuth();
  try {
    await amplify.signOut();
  } finally {
    await mutate(AUTH_STATE_KEY);
  }
}
