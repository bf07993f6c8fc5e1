import { Link, useParams } from 'react-router-dom';
import { paymentMessages, subscriptionKindLabels, subscriptionKinds } from '@shared/constants/payments';
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
import { HistoryLine } from './payments-panel';
import { ManageSubscription } from './subscription-cards';

const day = (ms: number) => formatDay(new Date(ms).toISOString());

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-8">
      <title>{`${title} | Rally`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
      <p>
        <Link to={paths.paymentsTab} className={textLink}>
          Back to Subscriptions &amp; Payouts
        </Link>
      </p>
    </div>
  );
}

/** `invoices`: the person's invoices from Stripe, newest first, 20 at a time. */
export function InvoicesPage() {
  const list = useApiPages('listInvoices', (after) => ({ query: after ? { after } : {} }));
  return (
    <Page title="Invoices">
      <ListStates
        result={list}
        failed="Your invoices could not be loaded."
        loading="Loading invoices…"
        empty="No invoices yet. Invoices appear here when you pay for a plan."
        isEmpty={(pages) => pages.every((p) => p.items.length === 0)}
      >
        {(pages) => (
          <>
            <DataTable caption="Your invoices" columns={['Invoice', 'Date', 'For', 'Total', 'Status']}>
              {pages
                .flatMap((p) => p.items)
                .map((i) => (
                  <tr key={i.id} className="border-b border-slate-100">
                    <td className="py-2 pr-4">
                      {i.hostedInvoiceUrl ? (
                        <a href={i.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                          {i.number ?? i.id}
                          <span className="sr-only"> (opens in a new window)</span>
                        </a>
                      ) : (
                        (i.number ?? i.id)
                      )}
                    </td>
                    <td className="py-2 pr-4">{day(i.created)}</td>
                    <td className="py-2 pr-4">{i.description ?? '—'}</td>
                    <td className="py-2 pr-4">{formatAmount(i.total, i.currency)}</td>
                    <td className="py-2 capitalize">{i.status ?? '—'}</td>
                  </tr>
                ))}
            </DataTable>
            <LoadMoreButton list={{ ...list, data: pages }} label="Older invoices" />
          </>
        )}
      </ListStates>
    </Page>
  );
}

/** `transactions`: payments made, and payments received on the payout account. */
export function TransactionsPage() {
  const result = useApi('listTransactions');
  return (
    <Page title="Transactions">
      <ListStates
        result={result}
        failed="Your transactions could not be loaded."
        loading="Loading transactions…"
        empty="No transactions yet."
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <DataTable caption="Your transactions" columns={['Date', 'Description', 'Paid or received', 'Amount', 'Status']}>
            {data.items.map((t) => (
              <tr key={t.id} className="border-b border-slate-100">
                <td className="py-2 pr-4">{day(t.created)}</td>
                <td className="py-2 pr-4">
                  {t.receiptUrl ? (
                    <a href={t.receiptUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
                      {t.description ?? 'Payment'}
                      <span className="sr-only"> (receipt, opens in a new window)</span>
                    </a>
                  ) : (
                    (t.description ?? 'Payment')
                  )}
                </td>
                <td className="py-2 pr-4">{t.direction === 'paid' ? 'Paid' : 'Received'}</td>
                <td className="py-2 pr-4">{formatAmount(t.amount, t.currency)}</td>
                <td className="py-2 capitalize">{t.status}</td>
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
  return (
    <Page title="Your subscriptions">
      {error ? (
        <LoadError what="Your subscriptions could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <p role="status">Loading subscriptions…</p>
      ) : data.items.length === 0 ? (
        <>
          <p>{paymentMessages.noActiveSubscription}</p>
          <ActionLinks
            main={{ to: paths.organizerPricing, label: 'Organizer plans' }}
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
                {subscriptionKindLabels[k]}
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
  return (
    <Page title={name ? `Subscriptions of ${name}` : 'Subscriptions'}>
      <ListStates
        result={result}
        failed="These subscriptions could not be loaded."
        loading="Loading subscriptions…"
        empty={paymentMessages.noActiveSubscription}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => <SubscriptionList items={data.items} />}
      </ListStates>
    </Page>
  );
}
