import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { showsTransactions } from '@shared/constants/payments';
import type { SubscriptionDto as Subscription } from '@shared/schemas/payments';
import { LinkNav } from '@web/components/lists';
import { textLink } from '@web/components/ui';
import { useFlags } from '@web/lib/flags';
import { formatDay } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { keepAcrossReload } from '@web/lib/flash';
import { reloadPage } from '@web/lib/reload-page';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation, useInvalidateApi } from '@web/lib/use-api';
import { formatPlanPrice, onOtherTabPayment, readPaymentReturn, tellOtherTabsToReload } from '../payment-return';
import { paymentTexts, statusText } from '../payment-texts';
import { usePaymentsConfig } from '../payments-config';
import { PayoutSection } from './payout-section';
import { Section } from './section';
import { SubscriptionCards } from './subscription-cards';

/** §9 timing: the page reloads 1 s after a successful payment. */
export const RELOAD_AFTER_PAYMENT_MS = 1000;

/**
 * The Subscriptions & Payouts page (spec §2 Payments page): the settings tab and /payments. It also
 * finishes what Stripe sent the person back for (Connect code, payment results), once.
 */
export function PaymentsPanel({ email, extras }: { email: string; extras?: ReactNode }) {
  const config = usePaymentsConfig();
  const { subscriptionsEnabled } = useFlags();
  const { t } = useLingui();
  usePaymentReturn();
  useEffect(() => onOtherTabPayment(reloadPage), []);
  if (!config) {
    return (
      <p role="status">
        <Trans>Loading payments…</Trans>
      </p>
    );
  }
  const portal = config.billingPortalUrl ? `${config.billingPortalUrl}?${new URLSearchParams({ prefilled_email: email }).toString()}` : null;
  return (
    <div className="flex flex-col gap-5">
      <LinkNav
        label={t`Payments pages`}
        links={[
          { to: paths.organizerPricing, label: t`Organizer pricing` },
          { to: paths.memberPricing, label: t`Member Plus pricing` },
          ...(showsTransactions(config.platform) ? [{ to: paths.transactions, label: t`Transactions` }] : []),
          { to: paths.invoices, label: t`Invoices` },
        ]}
        className="flex flex-wrap gap-x-5 gap-y-2"
      />
      <PayoutSection config={config} />
      {subscriptionsEnabled && (
        <Section id="subscriptions" title={t`Your Subscriptions`}>
          <SubscriptionCards />
          <p>
            <Link to={paths.subscriptions} className={textLink}>
              <Trans>All your subscriptions</Trans>
            </Link>
          </p>
        </Section>
      )}
      <Section id="invoices" title={t`View Invoices`}>
        <p>
          <Trans>Every invoice for your plans, with a printable copy.</Trans>
        </p>
        <p>
          <Link to={paths.invoices} className={textLink}>
            <Trans>View invoices</Trans>
          </Link>
        </p>
      </Section>
      {portal && (
        <Section id="portal" title={t`Manage Stripe Portal`}>
          <p>
            <Trans>Update your card, download receipts or change billing details at Stripe.</Trans>
          </p>
          <p>
            <a href={portal} target="_blank" rel="noopener noreferrer" className={textLink}>
              <Trans>Open the Stripe customer portal</Trans>
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new window)</Trans>
              </span>
            </a>
          </p>
        </Section>
      )}
      {showsTransactions(config.platform) && (
        <Section id="transactions" title={t`My Transactions`}>
          <p>
            <Trans>Payments you made, and payments players made to your payout account.</Trans>
          </p>
          <p>
            <Link to={paths.transactions} className={textLink}>
              <Trans>View transactions</Trans>
            </Link>
          </p>
        </Section>
      )}
      <HistorySection />
      {extras}
    </div>
  );
}

/** History: every subscription the person has paid for, ended ones included. */
function HistorySection() {
  const { data, error } = useApi('listMySubscriptions');
  const { t } = useLingui();
  return (
    <Section id="history" title={t`History`}>
      {error ? (
        <p role="alert">
          <Trans>Your subscription history could not be loaded.</Trans>
        </p>
      ) : !data ? (
        <p role="status">
          <Trans>Loading history…</Trans>
        </p>
      ) : data.items.length === 0 ? (
        <p>
          <Trans>No subscriptions yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data.items.map((s) => (
            <li key={s.id} className="py-2">
              <HistoryLine s={s} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function HistoryLine({ s }: { s: Subscription }) {
  const period = s.periodStart && s.periodEnd ? `${formatDay(new Date(s.periodStart).toISOString())} – ${formatDay(new Date(s.periodEnd).toISOString())}` : '';
  return (
    <p>
      <Trans>
        <span className="font-medium">{s.planLabel}</span> for {s.hostName}
      </Trans>{' '}
      · {formatPlanPrice(s.cost, s.interval)} · <span className={s.status === 'active' ? 'text-green-800' : 'text-slate-600'}>{statusText(s.status)}</span>
      {period ? ` · ${period}` : ''}
    </p>
  );
}

/** Connect OAuth code and payment results in the address: act once, then remove them (§2, §5). */
function usePaymentReturn() {
  const [search, setSearch] = useSearchParams();
  const { trigger: exchangeCode } = useApiMutation('exchangeConnectCode');
  const invalidate = useInvalidateApi();
  const handled = useRef(false);
  const { t } = useLingui();
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const r = readPaymentReturn(search);
    if (r.cleaned) setSearch(r.cleaned, { replace: true, preventScrollReset: true });
    if (r.connectDenied) toast.error(t(paymentTexts.linkNoId));
    // A code without its state cannot be checked, so it is not sent.
    if (r.code && !r.state) toast.error(t(paymentTexts.linkCodeFailed), { duration: 5000 });
    if (r.code && r.state) {
      void exchangeCode({ body: { code: r.code, state: r.state } }).then(
        async (linked) => {
          if (!linked.stripeId) {
            toast.error(t(paymentTexts.linkNoId));
            return;
          }
          await invalidate('getPayoutAccount');
          toast.success(t(paymentTexts.linked));
        },
        () => toast.error(t(paymentTexts.linkCodeFailed), { duration: 5000 }),
      );
    }
    if (r.redirectSucceeded) toast.success(t(paymentTexts.redirectSucceeded));
    if (r.paymentSuccessful) {
      const activated = t(paymentTexts.subscriptionActivated);
      toast.success(activated);
      // The reload a second later would wipe the message before it could be read.
      keepAcrossReload(activated);
      tellOtherTabsToReload();
      setTimeout(reloadPage, RELOAD_AFTER_PAYMENT_MS);
    }
  }, [search, setSearch, exchangeCode, invalidate, t]);
}
