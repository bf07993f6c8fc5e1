export { DiscoverEvents } from './components/discover-events';
