export { DiscoverEvents } from './components/discover-events';
/** Discover contexts with a page so far: `/discover` and `/discover/events` both list nearby events. */
export const discoverContexts = ['events'] as const;
