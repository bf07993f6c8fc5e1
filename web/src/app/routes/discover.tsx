import { DiscoverEvents } from '@web/features/discover';
import { RouteErrorBoundary } from '@web/components/route-error-page';
import DiscoverNav from '../discover-nav';

/**
 * `/discover`: events near a point (the other contexts are discover-context.tsx). The links to the
 * other lists come with the page (half a kilobyte): loaded on their own, they were one more round
 * trip before the page's first paint.
 */
export function Component() {
  return (
    <>
      <DiscoverNav current="events" />
      <DiscoverEvents />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
