export { ConnectButton } from './components/connect-button';
export { ConnectionsPage } from './components/connections-page';
export { FindPlayersPage } from './components/find-players-page';
export { FullSearchPage } from './components/full-search-page';
export { QrScanner, ScanPage } from './components/scan-page';
export { UserListsPage } from './components/user-lists-page';
