import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router-dom';
import { publicPageRoutes } from './public-routes';
import { rootRoute } from './root-route';

/** The path this document was served for: only public pages are (shared/constants/public-pages.ts). */
const landing = window.location.pathname;

/**
 * Any other path belongs to the app (index.html): the browser loads it in full. The router stays
 * on the current page meanwhile (the loader never settles). Should this document ever be served
 * for another path, the unknown-path page shows instead of a reload loop.
 */
function leaveForApp({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname === landing) return null;
  window.location.assign(url.href);
  return new Promise<never>(() => {});
}

/** The light public build's router: the same shell and page modules as the app, nothing else. */
export function createPublicRouter() {
  return createBrowserRouter([
    rootRoute(
      async () => (await import('./layouts/app-layout')).AppLayout,
      [...publicPageRoutes(), { path: '*', loader: leaveForApp, lazy: () => import('./routes/not-found') }],
    ),
  ]);
}
