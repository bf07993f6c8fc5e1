import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary, RouteErrorBoundary } from '../components/route-error-page';
import { paths } from '../lib/paths';
import { HydrateFallback } from './layouts/hydrate-fallback';

/** Spec §2 Auth routes: the same pages at the root and under auth/ (fresh objects for each place). */
const authRoutes = (): RouteObject[] => [
  { path: 'login', lazy: () => import('./routes/login') },
  { path: 'sign-up', lazy: () => import('./routes/sign-up') },
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: 'verify-email', lazy: () => import('./routes/verify-email') },
];

/**
 * Every page is its own lazy chunk (DESIGN §7). The error boundaries stay in the entry chunk so a
 * failed chunk load (say, after a deploy) still shows a page with a reload button.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
    HydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          // Spec §2: the empty path redirects to /sign-up (which sends a signed-in visitor on to discover).
          // The loader always redirects; the empty Component only stops the router warning about a bare leaf.
          { index: true, loader: () => redirect(paths.signUp), Component: () => null },
          { path: 'discover', lazy: () => import('./routes/discover') },
          { path: 'discover/:context', lazy: () => import('./routes/discover') },
          ...authRoutes(),
          { path: 'auth', children: authRoutes() },
          { path: 'settings', lazy: () => import('./routes/settings') },
          { path: 'settings/profile', lazy: () => import('./routes/settings-profile') },
          { path: 'profile/:uid', lazy: () => import('./routes/profile') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
