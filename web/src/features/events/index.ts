export { EventView, type RsvpSlotContext } from './components/event-view';
export { ManageEvent } from './components/manage-event';
export { CreateEventPage, EditEventPage } from './components/event-pages';
export { ProfileEventsTable } from './components/profile-events-table';
export { FavoritesPage } from './components/favorites-page';
