import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import type { EventDto, RsvpCounts, RsvpDto, RsvpListDto } from '@shared/schemas/event';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { formatEventDate, formatTime } from '@web/lib/format';
import { formatMoney } from '@web/lib/money';

export interface JoinChoice {
  series: boolean;
  guests: number;
}

export interface RsvpPanelProps {
  event: Pick<
    EventDto,
    'cancelled' | 'allowParticipantGuests' | 'guestLimit' | 'allowWaitlist' | 'creatorApprovalNeeded' | 'reoccurringInfo'
  > &
    Partial<Pick<EventDto, 'price' | 'guestPrice' | 'chargeGuests' | 'currency' | 'hoursToCancelBefore'>>;
  /** The shown occurrence's start (ISO): a paid event's refund cut-off is counted from it. */
  start?: string;
  counts: RsvpCounts;
  /** undefined while checking; false for a visitor. */
  signedIn: boolean | undefined;
  /** The viewer's RSVP to the shown occurrence; undefined when none (null while loading). */
  mine: RsvpDto | undefined | null;
  /** A paid event: the viewer's own payment for the shown occurrence (null: none; undefined: not known). */
  myPayment?: RsvpListDto['myPayment'];
  /** Where "Sign in to join" comes back to. */
  loginHref: string;
  busy: boolean;
  /** The server's refusal, shown as it said it (a cut-off, a full event…). */
  error: string | undefined;
  onJoin: (choice: JoinChoice) => void;
  onLeave: (series: boolean) => void;
}

function statusLabel(rsvp: RsvpDto): string {
  switch (rsvp.status) {
    case 'joined':
      return rsvp.guests > 0 ? t`Joined with ${plural(rsvp.guests, { one: '# guest', other: '# guests' })}` : t`Joined`;
    case 'waitlisted':
      return rsvp.waitlistPosition ? t`On the waitlist — position ${rsvp.waitlistPosition}` : t`On the waitlist`;
    case 'pending':
      return t`Waiting for approval`;
    case 'held': {
      if (!rsvp.holdUntil) return t`Spot held: pay to confirm`;
      // A promoted spot is held for hours, often into tomorrow: past today the date is named too.
      const today = new Date(rsvp.holdUntil).toDateString() === new Date().toDateString();
      const until = today ? formatTime(rsvp.holdUntil) : formatEventDate(rsvp.holdUntil);
      return t`Spot held until ${until}: pay to confirm`;
    }
  }
}

/** Join, join the series, or leave (rules are the server's; this shows what it said). */
/** A paid event's price line, and what leaving now means for the payment. */
function paidNotes(event: RsvpPanelProps['event'], start: string | undefined) {
  if (event.price == null || !event.currency) return null;
  const currency = event.currency;
  const amount = formatMoney(event.price, currency);
  const guestAmount = formatMoney(event.guestPrice ?? event.price, currency);
  const cutoff = start ? Date.parse(start) - (event.hoursToCancelBefore ?? 0) * 3_600_000 : null;
  return {
    amount,
    price: event.chargeGuests && event.allowParticipantGuests ? t`${amount} per person + ${guestAmount} per guest` : t`${amount} per person`,
    refundable: cutoff === null || Date.now() < cutoff,
  };
}

export function RsvpPanel({ event, start, counts, signedIn, mine, myPayment, loginHref, busy, error, onJoin, onLeave }: RsvpPanelProps) {
  const { t } = useLingui();
  const paid = paidNotes(event, start);
  const guestsId = useId();
  const [guests, setGuests] = useState(0);
  const recurring = event.reoccurringInfo !== null && event.reoccurringInfo !== undefined;
  const full = counts.spotsLeft !== null && counts.spotsLeft <= 0;
  const guestOptions =
    event.allowParticipantGuests && event.guestLimit > 0 ? Array.from({ length: event.guestLimit + 1 }, (_, i) => i) : [];

  const body = (() => {
    if (event.cancelled) {
      return (
        <p className="text-slate-700">
          <Trans>This event was cancelled, so RSVPs are closed.</Trans>
        </p>
      );
    }
    if (signedIn === undefined || (signedIn && mine === null)) {
      return (
        <p role="status" className="text-slate-600">
          <Trans>Checking your RSVP…</Trans>
        </p>
      );
    }
    if (!signedIn) {
      return (
        <p className="text-slate-700">
          <Link to={loginHref} className={textLink}>
            <Trans>Sign in to join</Trans>
          </Link>
        </p>
      );
    }
    if (mine) {
      return (
        <div className="flex flex-col gap-3">
          <p>
            <span
              className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
              data-testid="rsvp-status"
            >
              {statusLabel(mine)}
            </span>
          </p>
          {paid && mine.status === 'joined' && <LeaveNote refundable={paid.refundable} payment={myPayment} />}
          <div className="flex flex-wrap gap-2">
            {mine.status === 'held' && (
              <button type="button" disabled={busy} onClick={() => onJoin({ series: false, guests: mine.guests })} className={primaryButton}>
                <Trans>Pay to confirm your spot</Trans>
              </button>
            )}
            <button type="button" disabled={busy} onClick={() => onLeave(false)} className={secondaryButton}>
              {mine.status === 'pending' ? t`Withdraw request` : mine.status === 'held' ? t`Give up the spot` : t`Leave`}
            </button>
            {recurring && (
              <button type="button" disabled={busy} onClick={() => onLeave(true)} className={secondaryButton}>
                <Trans>Leave the whole series</Trans>
              </button>
            )}
          </div>
        </div>
      );
    }
    if (full && !event.allowWaitlist) {
      return (
        <p className="text-slate-700">
          <Trans>This event is full.</Trans>
        </p>
      );
    }
    const joinLabel = event.creatorApprovalNeeded
      ? t`Request to join`
      : full
        ? t`Join the waitlist`
        : paid
          ? t`Pay ${paid.amount} and join`
          : t`Join`;
    return (
      <div className="flex flex-col gap-3">
        {guestOptions.length > 0 && (
          <div className="flex flex-col gap-1 sm:max-w-xs">
            <label htmlFor={guestsId} className={labelClass}>
              <Trans>Guests</Trans>
            </label>
            <select id={guestsId} value={guests} onChange={(e) => setGuests(Number(e.target.value))} className={inputClass}>
              {guestOptions.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? t`Just me` : `+${plural(n, { one: '# guest', other: '# guests' })}`}
                </option>
              ))}
            </select>
          </div>
        )}
        {full && event.allowWaitlist && (
          <p className="text-sm text-slate-700">
            <Trans>It’s full: you’ll be on the waitlist and move up when a spot frees.</Trans>
          </p>
        )}
        {event.creatorApprovalNeeded && (
          <p className="text-sm text-slate-700">
            <Trans>The organiser approves each player.</Trans>
          </p>
        )}
        {paid && (
          <p className="text-sm text-slate-700">
            <Trans>Price: {paid.price}. Your spot is held for 15 minutes while you pay.</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => onJoin({ series: false, guests })} className={primaryButton}>
            {joinLabel}
          </button>
          {recurring && !paid && (
            <button type="button" disabled={busy} onClick={() => onJoin({ series: true, guests })} className={secondaryButton}>
              <Trans>Join the whole series</Trans>
            </button>
          )}
        </div>
      </div>
    );
  })();

  return (
    <section
      aria-labelledby="rsvp-heading"
      aria-busy={busy}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="rsvp-heading" className="text-lg font-semibold text-slate-900">
        <Trans>RSVP</Trans>
      </h2>
      {body}
      {busy && (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Saving…</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * What leaving means for the viewer's payment, as the server knows it: a card payment comes back
 * before the cut-off, cash is settled with the organiser, and one already refunded says so.
 * Unknown (an older answer): the card rule.
 */
function LeaveNote({ refundable, payment }: { refundable: boolean; payment: RsvpListDto['myPayment'] }) {
  const { t } = useLingui();
  if (payment === null || payment?.status === 'pending' || payment?.status === 'expired') return null;
  const text =
    payment?.status === 'refunded'
      ? t`Your payment for this game was refunded.`
      : payment?.method === 'cash'
        ? t`You paid the organiser in cash: if you leave, settle it with them.`
        : refundable
          ? t`If you leave now, your payment is refunded in full.`
          : t`The refund cut-off has passed: if you leave now, your payment is not refunded.`;
  return <p className="text-sm text-slate-700">{text}</p>;
}
