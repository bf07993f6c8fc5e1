export { GuestUnsubscribePage } from './components/guest-unsubscribe-page';
export { EventGuestsPanel, TeamGuestsPanel } from './components/guests-panel';
