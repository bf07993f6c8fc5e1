import { useEffect } from 'react';
import { redirect, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { isSignedIn } from './auth';
import { isProtectedPath, paths } from './paths';
import { loginPath, REDIRECT_PARAM, safeRedirect } from './redirect';
import { timing } from './timing';

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** Login guard (spec §2 Settings "needs login"): signed-out visitors go to login and come back after. */
export async function requireUser({ request }: LoaderFunctionArgs) {
  if (!(await isSignedIn())) throw redirect(loginPath(pathOf(new URL(request.url))));
  return null;
}

/** Login and sign-up are for visitors: a signed-in person goes on to where they were going, or discover. */
export async function redirectSignedIn({ request }: LoaderFunctionArgs) {
  if (await isSignedIn()) {
    const target = safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM));
    throw redirect(target ?? paths.discover);
  }
  return null;
}

/**
 * Spec §2: on /home, /profile and /teams, a visitor who still has no user about 1 s after the
 * navigation is sent to login, with the page as the return-to target.
 */
export function useProtectedRouteCheck(delayMs: number = timing.protectedRouteCheckMs) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isProtectedPath(pathname)) return;
    let current = true;
    const timer = setTimeout(() => {
      isSignedIn().then(
        (signedIn) => {
          if (current && !signedIn) void navigate(loginPath(`${pathname}${search}`), { replace: true });
        },
        () => {}, // cannot tell (offline): stay; the page shows its own error
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pathname, search, navigate, delayMs]);
}
