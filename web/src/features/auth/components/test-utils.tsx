import type { ReactNode } from 'react';
import { renderRoute, type RenderRouteOptions } from '@web/test/render-route';

/**
 * Render an auth page at `url` through the app's test harness; every other path renders its own
 * name, so tests can see where it went. Returns the router.
 */
export function renderPage(url: string, page: ReactNode, as: RenderRouteOptions['as'] = 'visitor') {
  const path = new URL(url, 'http://localhost').pathname;
  return renderRoute(url, {
    as,
    routes: [
      { path, element: page },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
  }).router;
}

export const cognitoError = (name: string, message = name) => Object.assign(new Error(message), { name });
