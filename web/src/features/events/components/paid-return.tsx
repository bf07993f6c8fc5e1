import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { RsvpDto } from '@shared/schemas/event';
import { secondaryButton } from '@web/components/ui';
import { timing } from '@web/lib/timing';

/** What the event page says after Stripe sends the player back (`?paid=1`). */
export const paidReturnMessages = {
  // The spec's redirect message (paymentMessages.redirectSucceeded), word for word in English.
  confirmed: msg`Congratulations, Payment was successful!`,
  confirming: msg`Confirming your payment…`,
  unconfirmed: msg`Your payment is not confirmed yet. If you paid, your spot is confirmed as soon as Stripe tells us (or the payment is refunded if the spot is gone).`,
  checkAgain: msg`Check again`,
};

export type PaidReturnState = 'confirmed' | 'confirming' | 'unconfirmed';

/**
 * A return from Checkout reads the player's RSVP to the date they paid for: joined means the
 * webhook confirmed the held spot; anything else is still being confirmed until the page has read
 * it again `timing.paymentConfirmChecks` times, and is then said to be unconfirmed.
 */
export function paidReturnState(mine: Pick<RsvpDto, 'status'> | undefined | null, checks: number): PaidReturnState {
  if (mine?.status === 'joined') return 'confirmed';
  return checks < timing.paymentConfirmChecks ? 'confirming' : 'unconfirmed';
}

/**
 * The notice on the event page after Checkout: re-reads the RSVP (`recheck`) a bounded number of
 * times while the held spot waits for the payment webhook. `mine` is null while the RSVP loads;
 * `recheck` should keep its identity across renders (SWR's bound mutate does), or the wait restarts.
 */
export function PaidReturnNotice({ mine, recheck }: { mine: RsvpDto | undefined | null; recheck: () => Promise<unknown> }) {
  const { _ } = useLingui();
  const [checks, setChecks] = useState(0);
  const state = paidReturnState(mine, checks);
  const loading = mine === null;

  useEffect(() => {
    if (state !== 'confirming' || loading) return;
    let live = true;
    const timer = setTimeout(() => {
      void recheck()
        .catch(() => undefined)
        .finally(() => {
          if (live) setChecks((n) => n + 1);
        });
    }, timing.paymentConfirmIntervalMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [state, loading, checks, recheck]);

  const tone =
    state === 'confirmed'
      ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
      : state === 'confirming'
        ? 'bg-slate-50 text-slate-800 ring-slate-200'
        : 'bg-amber-50 text-amber-900 ring-amber-200';
  return (
    <div role="status" className={`flex flex-col gap-2 rounded-md px-3 py-2 text-sm font-medium ring-1 ${tone}`}>
      <p>{_(paidReturnMessages[state])}</p>
      {state === 'unconfirmed' && (
        <button type="button" className={`${secondaryButton} w-fit`} onClick={() => setChecks(0)}>
          {_(paidReturnMessages.checkAgain)}
        </button>
      )}
    </div>
  );
}
