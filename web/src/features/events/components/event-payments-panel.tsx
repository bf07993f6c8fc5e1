import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { RsvpDto } from '@shared/schemas/event';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { formatMoney } from '@web/lib/money';

const statusText = { pending: msg`paying now`, paid: msg`paid`, refunded: msg`refunded`, expired: msg`lapsed` } as const;
const methodText = { card: msg`card`, cash: msg`cash` } as const;

/**
 * A paid event's money on the manage page: who paid, how (card or cash) and what was refunded;
 * the organiser refunds a card payment or records cash for someone holding or taking a spot. Once
 * the event is cancelled every card payment is refunded by the cancellation itself: the list is read
 * again and nothing is left to act on.
 */
export function EventPaymentsPanel({
  eventId,
  occurrence,
  people,
  cancelled,
}: {
  eventId: string;
  occurrence: string | undefined;
  people: RsvpDto[];
  cancelled: boolean;
}) {
  const payments = useApi('listEventPayments', { params: { eventId } });
  const { mutate: reloadPayments } = payments;
  // Read again when the event is cancelled while on screen (a page that opens cancelled reads once).
  const wasCancelled = useRef(cancelled);
  useEffect(() => {
    if (cancelled && !wasCancelled.current) void reloadPayments();
    wasCancelled.current = cancelled;
  }, [cancelled, reloadPayments]);
  const refund = useApiMutation('refundEventPayment');
  const markPaid = useApiMutation('markRsvpPaid');
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const items = payments.data?.items ?? [];
  const paidBy = new Set(items.filter((p) => p.status === 'paid' && (!occurrence || p.occurrence === occurrence)).map((p) => p.userId));
  const unpaid = cancelled ? [] : people.filter((r) => (r.status === 'held' || r.status === 'joined') && !paidBy.has(r.userId));

  const paymentLine = (name: string, amount: string, method: string, status: string) => t`${name}: ${amount} by ${method}, ${status}`;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
      void payments.mutate();
    }
  };

  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Payments</Trans>
      </h2>
      {cancelled && (
        <p className="text-slate-600">
          <Trans>This event is cancelled: every card payment was refunded in full.</Trans>
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Payments`} className="flex flex-col divide-y divide-slate-100">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {paymentLine(p.displayName, formatMoney(p.amount, p.currency), t(methodText[p.method]), t(statusText[p.status]))}
              </span>
              {!cancelled && p.method === 'card' && p.status === 'paid' && (
                <button
                  type="button"
                  disabled={busy}
                  className={secondaryButton}
                  aria-label={t`Refund ${p.displayName}`}
                  onClick={() => void act(() => refund.trigger({ params: { eventId, paymentId: p.id } }), t`Refunded ${p.displayName}`)}
                >
                  <Trans>Refund</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {occurrence && unpaid.length > 0 && (
        <ul aria-label={t`Not paid yet`} className="flex flex-col gap-2">
          {unpaid.map((r) => (
            <li key={r.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <Trans>{r.displayName} has not paid</Trans>
              </span>
              <button
                type="button"
                disabled={busy}
                className={primaryButton}
                aria-label={t`Mark ${r.displayName} paid in cash`}
                onClick={() => void act(() => markPaid.trigger({ params: { eventId, uid: r.userId }, body: { occurrence } }), t`${r.displayName} paid in cash`)}
              >
                <Trans>Paid in cash</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
