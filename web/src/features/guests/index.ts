export { EventGuestsPanel, TeamGuestsPanel } from './components/guests-panel';
