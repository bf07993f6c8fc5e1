export { NotificationsPage } from './components/notifications-page';
export { NotificationsLink } from './components/notifications-link';
