export { PartnerEventsPage, PartnersPage, PreferredPartnerPage } from './components/partner-pages';
