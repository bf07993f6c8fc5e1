export { KindListPage } from './components/kind-list-page';
export { MyCommunitiesPage } from './components/my-communities-page';
export { TeamsDirectoryPage } from './components/teams-directory-page';
