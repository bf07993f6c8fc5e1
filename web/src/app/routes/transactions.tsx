import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { showsTransactions } from '@shared/constants/payments';
import { RouteErrorBoundary } from '@web/components/route-error-page';
import { loadConfig } from '@web/config';
import { TransactionsPage } from '@web/features/payments';
import { requireUser } from '@web/lib/guards';

/** `transactions` (login): payments made and received. Not on the 'meh' platform (spec §6): an unknown path there. */
export async function loader(args: LoaderFunctionArgs) {
  const { platform = 'gth' } = await loadConfig();
  if (!showsTransactions(platform)) throw data(null, { status: 404, statusText: 'Not Found' });
  return requireUser(args);
}

export const Component = TransactionsPage;
export const ErrorBoundary = RouteErrorBoundary;
