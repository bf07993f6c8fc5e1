import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paymentMessages, showsTransactions } from '@shared/constants/payments';
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
  usePaymentReturn();
  useEffect(() => onOtherTabPayment(reloadPage), []);
  if (!config) return <p role="status">Loading payments…</p>;
  const portal = config.billingPortalUrl ? `${config.billingPortalUrl}?${new URLSearchParams({ prefilled_email: email }).toString()}` : null;
  return (
    <div className="flex flex-col gap-5">
      <LinkNav
        label="Payments pages"
        links={[
          { to: paths.organizerPricing, label: 'Organizer pricing' },
          { to: paths.memberPricing, label: 'Member Plus pricing' },
          ...(showsTransactions(config.platform) ? [{ to: paths.transactions, label: 'Transactions' }] : []),
          { to: paths.invoices, label: 'Invoices' },
        ]}
        className="flex flex-wrap gap-x-5 gap-y-2"
      />
      <PayoutSection config={config} />
      {subscriptionsEnabled && (
        <Section id="subscriptions" title="Your Subscriptions">
          <SubscriptionCards />
          <p>
            <Link to={paths.subscriptions} className={textLink}>
              All your subscriptions
            </Link>
          </p>
        </Section>
      )}
      <Section id="invoices" title="View Invoices">
        <p>Every invoice for your plans, with a printable copy.</p>
        <p>
          <Link to={paths.invoices} className={textLink}>
            View invoices
          </Link>
        </p>
      </Section>
      {portal && (
        <Section id="portal" title="Manage Stripe Portal">
          <p>Update your card, download receipts or change billing details at Stripe.</p>
          <p>
            <a href={portal} target="_blank" rel="noopener noreferrer" className={textLink}>
              Open the Stripe customer portal<span className="sr-only"> (opens in a new window)</span>
            </a>
          </p>
        </Section>
      )}
      {showsTransactions(config.platform) && (
        <Section id="transactions" title="My Transactions">
          <p>Payments you made, and payments players made to your payout account.</p>
          <p>
            <Link to={paths.transactions} className={textLink}>
              View transactions
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
  return (
    <Section id="history" title="History">
      {error ? (
        <p role="alert">Your subscription history could not be loaded.</p>
      ) : !data ? (
        <p role="status">Loading history…</p>
      ) : data.items.length === 0 ? (
        <p>No subscriptions yet.</p>
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
      <span className="font-medium">{s.planLabel}</span> for {s.hostName} · {formatPlanPrice(s.cost, s.interval)} ·{' '}
      <span className={s.status === 'active' ? 'text-green-800' : 'text-slate-600'}>{s.status === 'canceled' ? 'Cancelled' : s.status}</span>
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
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const r = readPaymentReturn(search);
    if (r.cleaned) setSearch(r.cleaned, { replace: true, preventScrollReset: true });
    if (r.connectDenied) toast.error(paymentMessages.linkNoId);
    // A code without its state cannot be checked, so it is not sent.
    if (r.code && !r.state) toast.error(paymentMessages.linkCodeFailed, { duration: 5000 });
    if (r.code && r.state) {
      void exchangeCode({ body: { code: r.code, state: r.state } }).then(
        async (linked) => {
          if (!linked.stripeId) {
            toast.error(paymentMessages.linkNoId);
            return;
          }
          await invalidate('getPayoutAccount');
          toast.success(paymentMessages.linked);
        },
        () => toast.error(paymentMessages.linkCodeFailed, { duration: 5000 }),
      );
    }
    if (r.redirectSucceeded) toast.success(paymentMessages.redirectSucceeded);
    if (r.paymentSuccessful) {
      toast.success(paymentMessages.subscriptionActivated);
      // The reload a second later would wipe the message before it could be read.
      keepAcrossReload(paymentMessages.subscriptionActivated);
      tellOtherTabsToReload();
      setTimeout(reloadPage, RELOAD_AFTER_PAYMENT_MS);
    }
  }, [search, setSearch, exchangeCode, invalidate]);
}
