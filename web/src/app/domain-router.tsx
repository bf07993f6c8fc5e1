import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { HostKind } from './host';
import { rootRoute } from './root-route';
import { authRoutes, formRoutes } from './router';

/**
 * The routes of a team's custom domain (spec §2): the site's home at the root and its pages at
 * /{slug}, the shared routes (sign-in and sign-up), user-onboarding and `team` (the site's team, found
 * by the host); on the special team domain
 * also home and the form routes. Everything else is the error page.
 */
export function domainRoutes(kind: Exclude<HostKind, 'app'>): RouteObject[] {
  return [
    rootRoute(
      async () => (await import('./layouts/domain-layout')).DomainLayout,
      [
        { index: true, lazy: () => import('./routes/domain-site') },
        ...authRoutes(),
        { path: 'auth', children: authRoutes() },
        { path: 'user-onboarding', lazy: () => import('./routes/user-onboarding') },
        { path: 'team', lazy: () => import('./routes/domain-team') },
        ...(kind === 'team' ? [{ path: 'home', lazy: () => import('./routes/home') }, ...formRoutes()] : []),
        { path: ':slug', lazy: () => import('./routes/domain-site') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    ),
  ];
}

export function createDomainRouter(kind: Exclude<HostKind, 'app'>) {
  return createBrowserRouter(domainRoutes(kind));
}
