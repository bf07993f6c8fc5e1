import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paymentMessages } from '@shared/constants/payments';
import { primaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { tellOtherTabsToReload } from '../payment-return';

/** `payment-success`: where a finished payment lands; other open tabs reload to show it (§5). */
export function PaymentSuccessPage() {
  useEffect(() => tellOtherTabsToReload(), []);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-12">
      <title>Payment successful | Rally</title>
      <h1 className="text-2xl font-bold text-slate-900">{paymentMessages.redirectSucceeded}</h1>
      <p>Stripe has e-mailed you a receipt. Your invoice is also on the Invoices page.</p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={paths.paymentsTab} className={primaryButton}>
          Subscriptions &amp; Payouts
        </Link>
        <Link to={paths.invoices} className={textLink}>
          Invoices
        </Link>
      </div>
    </div>
  );
}
