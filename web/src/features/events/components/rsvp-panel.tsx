import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import type { EventDto, RsvpCounts, RsvpDto } from '@shared/schemas/event';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { plural } from '../format';
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
      return rsvp.guests > 0 ? `Joined with ${plural(rsvp.guests, 'guest')}` : 'Joined';
    case 'waitlisted':
      return rsvp.waitlistPosition ? `On the waitlist — position ${rsvp.waitlistPosition}` : 'On the waitlist';
    case 'pending':
      return 'Waiting for approval';
    case 'held':
      return rsvp.holdUntil ? `Spot held until ${new Date(rsvp.holdUntil).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}: pay to confirm` : 'Spot held: pay to confirm';
  }
}

/** Join, join the series, or leave (rules are the server's; this shows what it said). */
/** A paid event's price line, and what leaving now means for the payment. */
function paidNotes(event: RsvpPanelProps['event'], start: string | undefined) {
  if (event.price == null || !event.currency) return null;
  const currency = event.currency;
  const guests = event.chargeGuests && event.allowParticipantGuests ? ` + ${formatMoney(event.guestPrice ?? event.price, currency)} per guest` : '';
  const cutoff = start ? Date.parse(start) - (event.hoursToCancelBefore ?? 0) * 3_600_000 : null;
  return {
    price: `${formatMoney(event.price, currency)} per person${guests}`,
    refundable: cutoff === null || Date.now() < cutoff,
  };
}

export function RsvpPanel({ event, start, counts, signedIn, mine, loginHref, busy, error, onJoin, onLeave }: RsvpPanelProps) {
  const paid = paidNotes(event, start);
  const guestsId = useId();
  const [guests, setGuests] = useState(0);
  const recurring = event.reoccurringInfo !== null && event.reoccurringInfo !== undefined;
  const full = counts.spotsLeft !== null && counts.spotsLeft <= 0;
  const guestOptions =
    event.allowParticipantGuests && event.guestLimit > 0 ? Array.from({ length: event.guestLimit + 1 }, (_, i) => i) : [];

  const body = (() => {
    if (event.cancelled) return <p className="text-slate-700">This event was cancelled, so RSVPs are closed.</p>;
    if (signedIn === undefined || (signedIn && mine === null)) {
      return (
        <p role="status" className="text-slate-600">
          Checking your RSVP…
        </p>
      );
    }
    if (!signedIn) {
      return (
        <p className="text-slate-700">
          <Link to={loginHref} className={textLink}>
            Sign in to join
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
          {paid && mine.status === 'joined' && (
            <p className="text-sm text-slate-700">
              {paid.refundable
                ? 'If you leave now, your payment is refunded in full.'
                : 'The refund cut-off has passed: if you leave now, your payment is not refunded.'}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {mine.status === 'held' && (
              <button type="button" disabled={busy} onClick={() => onJoin({ series: false, guests: mine.guests })} className={primaryButton}>
                Pay to confirm your spot
              </button>
            )}
            <button type="button" disabled={busy} onClick={() => onLeave(false)} className={secondaryButton}>
              {mine.status === 'pending' ? 'Withdraw request' : mine.status === 'held' ? 'Give up the spot' : 'Leave'}
            </button>
            {recurring && (
              <button type="button" disabled={busy} onClick={() => onLeave(true)} className={secondaryButton}>
                Leave the whole series
              </button>
            )}
          </div>
        </div>
      );
    }
    if (full && !event.allowWaitlist) return <p className="text-slate-700">This event is full.</p>;
    const joinLabel = event.creatorApprovalNeeded ? 'Request to join' : full ? 'Join the waitlist' : paid ? `Pay ${paid.price.split(' per ')[0]} and join` : 'Join';
    return (
      <div className="flex flex-col gap-3">
        {guestOptions.length > 0 && (
          <div className="flex flex-col gap-1 sm:max-w-xs">
            <label htmlFor={guestsId} className={labelClass}>
              Guests
            </label>
            <select id={guestsId} value={guests} onChange={(e) => setGuests(Number(e.target.value))} className={inputClass}>
              {guestOptions.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'Just me' : `+${plural(n, 'guest')}`}
                </option>
              ))}
            </select>
          </div>
        )}
        {full && event.allowWaitlist && (
          <p className="text-sm text-slate-700">It’s full: you’ll be on the waitlist and move up when a spot frees.</p>
        )}
        {event.creatorApprovalNeeded && <p className="text-sm text-slate-700">The organiser approves each player.</p>}
        {paid && (
          <p className="text-sm text-slate-700">
            Price: {paid.price}. Your spot is held for 15 minutes while you pay.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => onJoin({ series: false, guests })} className={primaryButton}>
            {joinLabel}
          </button>
          {recurring && !paid && (
            <button type="button" disabled={busy} onClick={() => onJoin({ series: true, guests })} className={secondaryButton}>
              Join the whole series
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
        RSVP
      </h2>
      {body}
      {busy && (
        <p role="status" className="text-sm text-slate-600">
          Saving…
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
