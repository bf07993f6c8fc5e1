import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { RsvpDto } from '@shared/schemas/event';
import { ConfirmDialog, confirmAction } from '@web/components/confirm-dialog';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { formatMoney } from '@web/lib/money';
import { formatWhen } from '../format';

const statusText = { pending: msg`paying now`, paid: msg`paid`, refunded: msg`refunded`, expired: msg`lapsed` } as const;
const methodText = { card: msg`card`, cash: msg`cash` } as const;

/**
 * A paid event's money on the manage page: who paid, how (card or cash), for which date when the
 * event has several, and what was refunded; the organiser refunds a card payment or records cash
 * for someone holding or taking a spot, each after a confirm step (money moves). Once the event is
 * cancelled every card payment is refunded by the cancellation itself: the list is read again,
 * nothing is left to act on, and the cash the organiser took is named, as it is theirs to give back.
 */
export function EventPaymentsPanel({
  eventId,
  occurrence,
  people,
  cancelled,
  timeZone,
}: {
  eventId: string;
  occurrence: string | undefined;
  people: RsvpDto[];
  cancelled: boolean;
  timeZone?: string;
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
  const { t } = useLingui();
  const items = payments.data?.items ?? [];
  const paidBy = new Set(items.filter((p) => p.status === 'paid' && (!occurrence || p.occurrence === occurrence)).map((p) => p.userId));
  const unpaid = cancelled ? [] : people.filter((r) => (r.status === 'held' || r.status === 'joined') && !paidBy.has(r.userId));
  const severalDates = new Set(items.map((p) => p.occurrence)).size > 1;
  const cashToReturn = cancelled ? items.filter((p) => p.method === 'cash' && p.status === 'paid') : [];
  const cashPayers = cashToReturn.map((p) => `${p.displayName} (${formatMoney(p.amount, p.currency)})`).join(', ');

  const paymentLine = (name: string, amount: string, method: string, status: string) => t`${name}: ${amount} by ${method}, ${status}`;
  const failed = t`Something went wrong. Please try again.`;
  const refundWords = (name: string, amount: string) => t`${amount} goes back to the card ${name} paid with, and their spot stays theirs. A refund cannot be undone.`;

  /** The confirm dialog's action: the toast on success, the server's words kept in the dialog otherwise. */
  const act = async (action: () => Promise<unknown>, done: string) => {
    const failure = await confirmAction(action, failed);
    void payments.mutate();
    if (!failure) toast.success(done);
    return failure;
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
      {cashToReturn.length > 0 && (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-amber-900">
          <Trans>Cash is yours to give back: {cashPayers} paid you in cash.</Trans>
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
                {severalDates && <span className="text-slate-600"> · {formatWhen(p.occurrence, timeZone)}</span>}
              </span>
              {!cancelled && p.method === 'card' && p.status === 'paid' && (
                <ConfirmDialog
                  trigger={
                    <button type="button" className={secondaryButton} aria-label={t`Refund ${p.displayName}`}>
                      <Trans>Refund</Trans>
                    </button>
                  }
                  title={t`Refund ${p.displayName}?`}
                  description={refundWords(p.displayName, formatMoney(p.amount, p.currency))}
                  confirmLabel={t`Refund`}
                  busyLabel={t`Refunding…`}
                  onConfirm={() => act(() => refund.trigger({ params: { eventId, paymentId: p.id } }), t`Refunded ${p.displayName}`)}
                />
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
              <ConfirmDialog
                trigger={
                  <button type="button" className={primaryButton} aria-label={t`Mark ${r.displayName} paid in cash`}>
                    <Trans>Paid in cash</Trans>
                  </button>
                }
                title={t`Mark ${r.displayName} paid in cash?`}
                description={t`Record that ${r.displayName} paid you in cash for this game. Rally never refunds cash: if they leave or the game is cancelled, it is yours to give back.`}
                confirmLabel={t`Paid in cash`}
                busyLabel={t`Saving…`}
                onConfirm={() => act(() => markPaid.trigger({ params: { eventId, uid: r.userId }, body: { occurrence } }), t`${r.displayName} paid in cash`)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
