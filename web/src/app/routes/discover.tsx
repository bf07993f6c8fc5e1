import { lazy, Suspense } from 'react';
import { DiscoverEvents } from '@web/features/discover';
import { RouteErrorBoundary } from '@web/components/route-error-page';

/**
 * The links to the other discover lists load after the page: /discover is a landing route and has
 * no bytes to spare (DESIGN §7 budget). The placeholder keeps their height, so nothing moves.
 */
const DiscoverNav = lazy(() => import('../discover-nav'));

/** `/discover`: events near a point (the other contexts are discover-context.tsx). */
export function Component() {
  return (
    <>
      <Suspense fallback={<div className="h-15" />}>
        <DiscoverNav current="events" />
      </Suspense>
      <DiscoverEvents />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
