export { LocalConnectPage } from './components/local-connect-page';
