export { CheckinScanPage } from './components/checkin-scan-page';
export { CheckinSection } from './components/checkin-section';
export { GamesAttended } from './components/games-attended';
export { checkInTargetOf } from './scan-link';
