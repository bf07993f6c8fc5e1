import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { primaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { tellOtherTabsToReload } from '../payment-return';
import { paymentTexts } from '../payment-texts';

/** `payment-success`: where a finished payment lands; other open tabs reload to show it (§5). */
export function PaymentSuccessPage() {
  useEffect(() => tellOtherTabsToReload(), []);
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-12">
      <title>{`${t`Payment successful`} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t(paymentTexts.redirectSucceeded)}</h1>
      <p>
        <Trans>Stripe has e-mailed you a receipt. Your invoice is also on the Invoices page.</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={paths.paymentsTab} className={primaryButton}>
          <Trans>Subscriptions &amp; Payouts</Trans>
        </Link>
        <Link to={paths.invoices} className={textLink}>
          <Trans>Invoices</Trans>
        </Link>
      </div>
    </div>
  );
}
