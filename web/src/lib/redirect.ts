import { paths } from './paths';

/** The query parameter that carries "where the person was going" through sign-in. */
export const REDIRECT_PARAM = 'redirect';

/** The pages of signing in and up (also under `/auth/`): never somewhere to come back to. */
const authPages = new Set<string>([paths.login, paths.signUp, paths.forgotPassword, paths.verifyEmail]);
const isAuthPage = (target: string) => authPages.has(target.split(/[?#]/)[0]!.replace(/^\/auth(?=\/)/, '').replace(/\/+$/, ''));

/**
 * A return-to target is only ever a path on this site: `/settings?tab=privacy` yes,
 * `https://evil.example`, `//evil.example` or `/\evil.example` no. Nor a sign-in page: a request
 * refused just after signing out (`/login?logout=true`) would otherwise send the person back to
 * sign in again after signing in, and a signed-in visitor there would be sent round in a loop.
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  // Browsers drop tabs and newlines from URLs, which would turn `/\t/evil.example` into `//evil.example`.
  if ([...target].some((c) => c.charCodeAt(0) < 0x20)) return undefined;
  if (isAuthPage(target)) return undefined;
  return target;
}

/** `/login?redirect=<target>`, or plain `/login` when there is nowhere worth returning to. */
export function loginPath(returnTo?: string): string {
  const target = safeRedirect(returnTo);
  if (!target || target === paths.home) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** Keep the return-to target when moving between the auth pages (login ⇄ sign-up ⇄ verify). */
export function withRedirect(path: string, search: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams(extra);
  const target = safeRedirect(search.get(REDIRECT_PARAM));
  if (target) next.set(REDIRECT_PARAM, target);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
