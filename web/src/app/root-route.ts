import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootErrorBoundary, RouteErrorBoundary } from '../components/route-error-page';
import { HydrateFallback } from './layouts/hydrate-fallback';

/**
 * The root every router shares (the app's, a custom domain's, the light public build's): its
 * layout loads lazily, and the error boundaries stay in the entry chunk, so a failed chunk load
 * (say, after a deploy) still shows a page with a reload button.
 */
export const rootRoute = (layout: () => Promise<ComponentType>, children: RouteObject[]): RouteObject => ({
  id: 'root',
  lazy: async () => ({ Component: await layout() }),
  HydrateFallback,
  ErrorBoundary: RootErrorBoundary,
  children: [{ ErrorBoundary: RouteErrorBoundary, children }],
});
