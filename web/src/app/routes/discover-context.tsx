import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentType } from 'react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { RouteErrorBoundary } from '@web/components/route-error-page';
import DiscoverNav, { isDiscoverContext, type DiscoverContext } from '../discover-nav';

/**
 * Each context is the list the product already has, from its own feature, loaded when asked for.
 * Events is the /discover route itself (with its own links), so the discover feature stays in that
 * landing route's chunk rather than in a chunk of its own that both would load.
 */
const pages: Record<DiscoverContext, ComponentType> = {
  events: lazy(async () => ({ default: (await import('./discover')).Component })),
  teams: lazy(async () => ({ default: (await import('@web/features/teams/lists')).TeamsDirectoryPage })),
  places: lazy(async () => ({ default: (await import('@web/features/places')).NearbyPlacesPage })),
  players: lazy(async () => ({ default: (await import('./find-players')).Component })),
};

/** `/discover/:context` (spec §2): events, teams, places or players; any other context is an unknown path. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isDiscoverContext(params.context ?? '')) throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}

export function Component() {
  const { context = '' } = useParams();
  const current = isDiscoverContext(context) ? context : 'events';
  const Page = pages[current];
  return (
    <>
      {current !== 'events' && <DiscoverNav current={current} />}
      <Suspense
        fallback={
          <p role="status" className="mx-auto max-w-5xl px-4 py-8 text-slate-600">
            <Trans>Loading…</Trans>
          </p>
        }
      >
        <Page key={current} />
      </Suspense>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
