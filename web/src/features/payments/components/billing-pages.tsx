import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { subscriptionKinds } from '@shared/constants/payments';
import type { SubscriptionDto as Subscription } from '@shared/schemas/payments';
import { ActionLinks, DataTable } from '@web/components/lists';
import { ListStates } from '@web/components/list-states';
import { LoadError } from '@web/components/load-error';
import { LoadMoreButton } from '@web/components/load-more-button';
import { textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { useApi, useApiPages } from '@web/lib/use-api';
import { formatAmount } from '../payment-return';
import { paymentTexts, statusText, subscriptionKindTexts } from '../payment-texts';
import { HistoryLine } from './payments-panel';
import { ManageSubscription } from './subscription-cards';

const day = (ms: number) => formatDay(new Date(ms).toISOString());

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-8">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <p>
        <Link to={paths.paymentsTab} className={textLink}>
          <Trans>Back to Subscriptions &amp; Payouts</Trans>
        </Link>
      </p>
    </div>
  );
}

/** `invoices`: the person's invoices from Stripe, newest first, 20 at a time. */
export function InvoicesPage() {
  const list = useApiPages('listInvoices', (after) => ({ query: after ? { after } : {} }));
  const { t } = useLingui();
  return (
    <Page title={t`Invoices`}>
      <ListStates
        result={list}
        failed={t`Your invoices could not be loaded.`}
        loading={t`Loading invoices…`}
        empty={t`No invoices yet. Invoices appear here when you pay for a plan.`}
        isEmpty={(pages) => pages.every((p) => p.items.length === 0)}
      >
        {(pages) => (
          <>
            <DataTable caption={t`Your invoices`} columns={[t`Invoice`, t`Date`, t`For`, t`Total`, t`Status`]}>
              {pages
                .flatMap((p) => p.items)
                .map((i) => (
                  <tr key={i.id} className="border-b border-slate-100">
                    <td className="py-2 pr-4">
                      {i.hostedInvoiceUrl ? (
                        <a href={i.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                          {i.number ?? i.id}
                          <span className="sr-only">
                            {' '}
                            <Trans>(opens in a new window)</Trans>
                          </span>
                        </a>
                      ) : (
                        (i.number ?? i.id)
                      )}
                    </td>
                    <td className="py-2 pr-4">{day(i.created)}</td>
                    <td className="py-2 pr-4">{i.description ?? '—'}</td>
                    <td className="py-2 pr-4">{formatAmount(i.total, i.currency)}</td>
                    <td className="py-2 capitalize">{i.status ? statusText(i.status) : '—'}</td>
                  </tr>
                ))}
            </DataTable>
            <LoadMoreButton list={{ ...list, data: pages }} label={t`Older invoices`} />
          </>
        )}
      </ListStates>
    </Page>
  );
}

/** `transactions`: payments made, and payments received on the payout account. */
export function TransactionsPage() {
  const result = useApi('listTransactions');
  const { t } = useLingui();
  return (
    <Page title={t`Transactions`}>
      <ListStates
        result={result}
        failed={t`Your transactions could not be loaded.`}
        loading={t`Loading transactions…`}
        empty={t`No transactions yet.`}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <DataTable caption={t`Your transactions`} columns={[t`Date`, t`Description`, t`Paid or received`, t`Amount`, t`Status`]}>
            {data.items.map((tx) => (
              <tr key={tx.id} className="border-b border-slate-100">
                <td className="py-2 pr-4">{day(tx.created)}</td>
                <td className="py-2 pr-4">
                  {tx.receiptUrl ? (
                    <a href={tx.receiptUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                      {tx.description ?? t`Payment`}
                      <span className="sr-only">
                        {' '}
                        <Trans>(receipt, opens in a new window)</Trans>
                      </span>
                    </a>
                  ) : (
                    (tx.description ?? t`Payment`)
                  )}
                </td>
                <td className="py-2 pr-4">{tx.direction === 'paid' ? t`Paid` : t`Received`}</td>
                <td className="py-2 pr-4">{formatAmount(tx.amount, tx.currency)}</td>
                <td className="py-2 capitalize">{statusText(tx.status)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStates>
    </Page>
  );
}

function SubscriptionList({ items }: { items: Subscription[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {items.map((s) => (
        <li key={s.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
          <HistoryLine s={s} />
          {s.status !== 'canceled' && <ManageSubscription subscription={s} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * `subscriptions`: everything the person pays for, one section per kind they hold. Tournaments and
 * drop-in pickup are kinds without plans (nothing sells them), so their sections never show.
 */
export function SubscriptionsPage() {
  const { data, error, mutate } = useApi('listMySubscriptions');
  const { t } = useLingui();
  return (
    <Page title={t`Your subscriptions`}>
      {error ? (
        <LoadError what={t`Your subscriptions could not be loaded.`} error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <p role="status">
          <Trans>Loading subscriptions…</Trans>
        </p>
      ) : data.items.length === 0 ? (
        <>
          <p>{t(paymentTexts.noActiveSubscription)}</p>
          <ActionLinks
            main={{ to: paths.organizerPricing, label: t`Organizer plans` }}
            other={{ to: paths.memberPricing, label: 'Member Plus' }}
            className="flex flex-wrap gap-3"
          />
        </>
      ) : (
        subscriptionKinds
          .filter((k) => data.items.some((s) => s.kind === k))
          .map((k) => (
            <section key={k} aria-labelledby={`kind-${k}`} className="flex flex-col gap-3">
              <h2 id={`kind-${k}`} className="text-lg font-semibold text-slate-900">
                {t(subscriptionKindTexts[k])}
              </h2>
              <SubscriptionList items={data.items.filter((s) => s.kind === k)} />
            </section>
          ))
      )}
    </Page>
  );
}

/** `subscriptions/{hostId}`: one team's subscriptions (its owner and admins) or the person's own. */
export function HostSubscriptionsPage() {
  const { hostId = '' } = useParams();
  const result = useApi('listHostSubscriptions', { params: { hostId } });
  const name = result.data?.items[0]?.hostName;
  const { t } = useLingui();
  return (
    <Page title={name ? t`Subscriptions of ${name}` : t`Subscriptions`}>
      <ListStates
        result={result}
        failed={t`These subscriptions could not be loaded.`}
        loading={t`Loading subscriptions…`}
        empty={t(paymentTexts.noActiveSubscription)}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => <SubscriptionList items={data.items} />}
      </ListStates>
    </Page>
  );
}
