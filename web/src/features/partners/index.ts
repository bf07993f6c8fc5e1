export { PartnerEventsPage, PartnersPage, PreferredPartnerPage } from './components/partner-pages';
export { partnerKey, partnersKey, type Partner } from './api';
