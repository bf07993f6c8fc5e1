import { paymentsRoutes } from '@shared/api/payments-routes';
import { domainHandler } from '../../middleware/http';
import { cancelSubscription } from './cancel-subscription';
import { changeSubscription } from './change-subscription';
import { connectPayoutAccount } from './connect-payout-account';
import { createCustomerSession } from './create-customer-session';
import { createSubscription } from './create-subscription';
import { exchangeConnectCode } from './exchange-connect-code';
import { getPayoutAccount } from './get-payout-account';
import { getProduct } from './get-product';
import { listHostSubscriptions } from './list-host-subscriptions';
import { listInvoices } from './list-invoices';
import { listMySubscriptions } from './list-my-subscriptions';
import { listPlans } from './list-plans';
import { listTransactions } from './list-transactions';
import { lookupSubscriptions } from './lookup-subscriptions';
import { payForSubmission } from './pay-for-submission';
import { unlinkPayoutAccount } from './unlink-payout-account';

export const handler = domainHandler('payments', paymentsRoutes, {
  listPlans,
  getPayoutAccount,
  connectPayoutAccount,
  exchangeConnectCode,
  unlinkPayoutAccount,
  listMySubscriptions,
  listHostSubscriptions,
  lookupSubscriptions,
  createSubscription,
  changeSubscription,
  cancelSubscription,
  createCustomerSession,
  getProduct,
  listInvoices,
  listTransactions,
  payForSubmission,
});
