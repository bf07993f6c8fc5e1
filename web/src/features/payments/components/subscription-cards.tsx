import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SubscriptionDto as Subscription } from '@shared/schemas/payments';
import { ConfirmDialog, confirmAction } from '@web/components/confirm-dialog';
import { secondaryButton, textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi } from '@web/lib/use-api';
import { useSubscriptionLookup } from '../api/lookup-subscriptions';
import { useSubscriptionActions } from '../api/subscription-actions';
import { paymentTexts } from '../payment-texts';
import { ChangePlanDialog } from './change-plan-dialog';

/** §7 product by id: 'Loading...' while it loads, 'N/A' when it cannot be read. */
export function ProductName({ productId }: { productId: string | null }) {
  const { data, error } = useApi('getProduct', productId ? { params: { productId } } : null, { shouldRetryOnError: false });
  const { t } = useLingui();
  if (!productId || error) return <>{t(paymentTexts.productUnknown)}</>;
  return <>{data?.name ?? t(paymentTexts.productLoading)}</>;
}

/** Cancel with confirmation (§5): the team goes back to Rookie, the person to Free. */
export function CancelSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const { cancel } = useSubscriptionActions();
  const { t } = useLingui();
  const after = subscription.kind === 'user' ? t`You go back to the Free plan.` : t`${subscription.hostName} goes back to the free Rookie level.`;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={secondaryButton}>
          <Trans>Cancel subscription</Trans>
        </button>
      }
      title={t`Cancel ${subscription.planLabel}?`}
      description={`${t`The subscription ends now and is not renewed.`} ${after}`}
      confirmLabel={t`Cancel subscription`}
      cancelLabel={t`Keep it`}
      busyLabel={t`Cancelling…`}
      onConfirm={() =>
        confirmAction(async () => {
          await cancel(subscription);
          toast.success(t(paymentTexts.cancelled));
        }, t`Something went wrong cancelling your subscription. Please try again.`)
      }
    />
  );
}

export function ManageSubscription({ subscription }: { subscription: Subscription }) {
  const [changing, setChanging] = useState(false);
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={secondaryButton} onClick={() => setChanging(true)}>
        <Trans>Change Plan</Trans>
      </button>
      <CancelSubscriptionButton subscription={subscription} />
      {changing && <ChangePlanDialog subscription={subscription} open onOpenChange={setChanging} />}
    </div>
  );
}

/**
 * Your Subscriptions (spec §2): the Organizer Pro card (community, i.e. team, subscriptions) and the
 * Member Plus card, each from the lookup by the person's e-mail, with product names by id.
 */
export function SubscriptionCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SubscriptionCard title="Organizer Pro" kind="community" pricing={paths.organizerPricing} />
      <SubscriptionCard title="Member Plus" kind="member-plus" pricing={paths.memberPricing} />
    </div>
  );
}

function SubscriptionCard({ title, kind, pricing }: { title: string; kind: 'community' | 'member-plus'; pricing: string }) {
  const lookup = useSubscriptionLookup(kind);
  const mine = useApi('listMySubscriptions');
  const items = lookup.data?.items ?? [];
  const { t } = useLingui();
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {!lookup.data ? (
        <p role="status">{t(paymentTexts.productLoading)}</p>
      ) : items.length === 0 ? (
        <>
          <p>{t(paymentTexts.noActiveSubscription)}</p>
          <p>
            <Link to={pricing} className={textLink}>
              <Trans>See {title} plans</Trans>
            </Link>
          </p>
        </>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => {
            const record = mine.data?.items.find((s) => s.id === item.id);
            return (
              <li key={item.id} className="flex flex-col gap-2">
                <p>
                  <span className="font-medium">
                    <ProductName productId={item.productId} />
                  </span>
                  {record && record.kind !== 'user' ? ` ${t`for ${record.hostName}`}` : ''}
                  {item.periodEnd ? ` · ${t`renews ${formatDay(new Date(item.periodEnd).toISOString())}`}` : ''}
                </p>
                {record && <ManageSubscription subscription={record} />}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
