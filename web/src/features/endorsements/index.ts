export { BadgesSection } from './components/badges-section';
export { EndorsePlayers } from './components/endorse-players';
