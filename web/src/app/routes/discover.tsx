import { lazy, Suspense, type ComponentType } from 'react';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { DiscoverEvents } from '../../features/discover';
import { RouteErrorBoundary } from '../../components/route-error-page';
import { Component as FindPlayers } from './find-players';

/**
 * Spec §2 "discover and discover/{context}": the contexts the route table implies, each the list
 * the product already has. `/discover` is events (the landing route, loaded up front); the others
 * load on demand and reuse their own features' pages.
 */
const contexts = {
  events: { label: 'Events', Page: DiscoverEvents },
  teams: { label: 'Teams', Page: lazy(async () => ({ default: (await import('../../features/teams/lists')).TeamsDirectoryPage })) },
  places: { label: 'Places', Page: lazy(async () => ({ default: (await import('../../features/places')).NearbyPlacesPage })) },
  players: { label: 'Players', Page: FindPlayers },
} satisfies Record<string, { label: string; Page: ComponentType }>;

type DiscoverContext = keyof typeof contexts;
const discoverContexts = Object.keys(contexts) as DiscoverContext[];

const isContext = (context: string): context is DiscoverContext => (discoverContexts as string[]).includes(context);

/** `/discover` and `/discover/:context`; a context without a page is an unknown path. */
export function loader({ params }: LoaderFunctionArgs) {
  const { context } = params;
  if (context !== undefined && !isContext(context)) throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}

const tabClass = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    isActive ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-slate-950'
  }`;

export function Component() {
  const { context = 'events' } = useParams();
  const { Page } = isContext(context) ? contexts[context] : contexts.events;
  return (
    <>
      <nav aria-label="Discover" className="mx-auto w-full max-w-5xl px-4 pt-4">
        <ul className="flex flex-wrap gap-1">
          {discoverContexts.map((c) => (
            <li key={c}>
              <Link to={`/discover/${c}`} aria-current={c === context ? 'page' : undefined} className={tabClass(c === context)}>
                {contexts[c].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p role="status" className="mx-auto max-w-5xl px-4 py-8 text-slate-600">Loading…</p>}>
        <Page />
      </Suspense>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
