import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { DiscoverEvents, discoverContexts } from '../../features/discover';
import { RouteErrorBoundary } from '../../components/route-error-page';

/** `/discover` and `/discover/:context`; a context without a page is an unknown path. */
export function loader({ params }: LoaderFunctionArgs) {
  const { context } = params;
  if (context !== undefined && !(discoverContexts as readonly string[]).includes(context)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export const Component = DiscoverEvents;
export const ErrorBoundary = RouteErrorBoundary;
