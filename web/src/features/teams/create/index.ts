export { CreateTeamPage } from './components/create-team-page';
export { StartCommunityPage } from './components/start-community-page';
