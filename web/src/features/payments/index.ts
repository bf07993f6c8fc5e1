export { PaymentsPanel } from './components/payments-panel';
export { PricingPage } from './components/pricing-page';
export { HostSubscriptionsPage, InvoicesPage, SubscriptionsPage, TransactionsPage } from './components/billing-pages';
export { PaymentSuccessPage } from './components/payment-success-page';
