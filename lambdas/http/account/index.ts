import { accountRoutes } from '@shared/api/account-routes';
import { domainHandler } from '../../middleware/http';
import { deleteAccount } from './delete-account';

/** The account Lambda (shared/api/account-routes.ts): it alone holds the Stripe keys beside payments, to close billing. */
export const handler = domainHandler('account', accountRoutes, {
  deleteAccount,
});
