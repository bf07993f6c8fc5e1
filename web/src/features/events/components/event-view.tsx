import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import type { EventDto, RsvpCounts, RsvpInput } from '@shared/schemas/event';
import { isNetworkFailure, offlineNow, outbox, startOfflineWrites, usePendingWrites, WILL_SEND_WHEN_ONLINE } from '@web/lib/offline-writes';
import { loginPath } from '@web/lib/redirect';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation, useInvalidateApi } from '@web/lib/use-api';
import { useSignedIn } from '@web/lib/use-signed-in';

import { EventFacts } from './event-facts';
import { EventHeader } from './event-header';
import { EventLoadError, EventLoading } from './event-states';
import { GoNoGoStatus } from './go-no-go-status';
import { MinimumNeeded } from './minimum-needed';
import { OccurrencePicker } from './occurrence-picker';
import { PaidReturnNotice } from './paid-return';
import { RsvpPanel, type JoinChoice } from './rsvp-panel';
import { rsvpRefreshInterval } from '../rsvp-refresh';
import { WhosGoing } from './whos-going';
import { i18n } from '@web/lib/i18n';

/** What the page tells a slot below the RSVP panel (another feature's control, composed by the route). */
export interface RsvpSlotContext {
  eventId: string;
  occurrence: string;
  /** Re-read who is going after the slot changed RSVPs. */
  onRsvpsChanged: () => void;
}
type RsvpSlot = (ctx: RsvpSlotContext) => ReactNode;
/** A slot under the details for the occurrence shown (endorsing players after a game). */
type AfterGameSlot = (shown: { eventId: string; occurrence: string }) => ReactNode;
type Slots = { rsvpSlot?: RsvpSlot | undefined; afterGame?: AfterGameSlot | undefined };

/** The public event page (`evt/{id}`, `discover/events/{id}`, `discover/games/{id}`). */
export function EventView({ eventId, rsvpSlot, afterGame }: { eventId: string } & Slots) {
  const { data: event, error, mutate } = useApi('getEvent', { params: { eventId } }, { shouldRetryOnError: false });
  if (!event) return error ? <EventLoadError error={error} onRetry={() => void mutate()} /> : <EventLoading />;
  return <EventDetails event={event} rsvpSlot={rsvpSlot} afterGame={afterGame} />;
}

function EventDetails({ event, rsvpSlot, afterGame }: { event: EventDto } & Slots) {
  const location = useLocation();
  const signedIn = useSignedIn();
  const { data: viewer } = useApi('getMe', signedIn ? {} : null, { shouldRetryOnError: false });
  const query = new URLSearchParams(location.search);
  // Back from Checkout (`?paid=1&occurrence=…`): the date paid for is the one shown.
  const paidReturn = query.get('paid') === '1';
  const [occurrence, setOccurrence] = useState<string | undefined>(() => {
    const asked = Date.parse(query.get('occurrence') ?? '');
    return event.occurrences.find((o) => Date.parse(o) === asked) ?? event.occurrences[0];
  });
  const shown = occurrence ?? event.dateStart;
  const rsvps = useApi(
    'listEventRsvps',
    signedIn === true ? { params: { eventId: event.id }, query: occurrence ? { occurrence } : {} } : null,
    { refreshInterval: rsvpRefreshInterval(viewer?.uid) },
  );
  const join = useApiMutation('rsvpEvent');
  const leave = useApiMutation('leaveEvent');
  const invalidate = useInvalidateApi();
  const [busy, setBusy] = useState(false);
  const [rsvpError, setRsvpError] = useState<string>();
  const queued = usePendingWrites(event.id);
  const { t } = useLingui();

  // An RSVP queued offline is sent when the network returns (maybe from another page): say how it went here.
  useEffect(
    () =>
      outbox.onOutcome((outcome) => {
        if (outcome.entry.subject !== event.id) return;
        void invalidate('listEventRsvps', 'getEvent', 'getHomeDashboard');
        if (outcome.result === 'sent') toast.success(t`Your RSVP was sent.`, { duration: limits.snackbarMs.short });
        else {
          setRsvpError(outcome.error.message);
          toast.error(outcome.error.message, { duration: limits.snackbarMs.short });
        }
      }),
    [event.id, invalidate, t],
  );

  const counts: RsvpCounts = rsvps.data?.counts ?? event.counts;
  const mine = !signedIn
    ? undefined
    : rsvps.data
      ? rsvps.data.items.find((r) => r.userId === viewer?.uid)
      : rsvps.error
        ? undefined
        : null;

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setRsvpError(undefined);
    try {
      const message = await action();
      if (message) toast.success(message, { duration: limits.snackbarMs.short });
    } catch (e) {
      const message = e instanceof Error ? e.message : t`Something went wrong. Please try again.`;
      setRsvpError(message);
      toast.error(message, { duration: limits.snackbarMs.short });
    } finally {
      setBusy(false);
      // Even a refused RSVP may mean the counts moved under the viewer: read both again.
      void invalidate('listEventRsvps', 'getEvent');
    }
  };

  /** No network: the RSVP waits in the outbox and is sent once the browser is back online. */
  const queue = async (body: RsvpInput) => {
    startOfflineWrites();
    await outbox.enqueue({ id: crypto.randomUUID(), routeId: 'rsvpEvent', params: { eventId: event.id }, body, subject: event.id });
    return null;
  };
  const onJoin = ({ series, guests }: JoinChoice) =>
    void run(async () => {
      const body: RsvpInput = { ...(occurrence && !series ? { occurrence } : {}), series, guests };
      if (offlineNow()) return queue(body);
      let items;
      let checkoutUrl;
      try {
        ({ items, checkoutUrl } = await join.trigger({ params: { eventId: event.id }, body }));
      } catch (error) {
        if (isNetworkFailure(error)) return queue(body);
        throw error;
      }
      // A paid event: the spot is held while the person pays at Stripe Checkout.
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return t`Taking you to Stripe`;
      }
      const first = items.find((r) => r.occurrence === occurrence) ?? items[0];
      if (series) return t`You RSVPed to ${plural(items.length, { one: '# date', other: '# dates' })} of the series`;
      const position = first?.waitlistPosition ?? '?';
      if (first?.status === 'waitlisted') return t`You’re on the waitlist (position ${position})`;
      if (first?.status === 'pending') return t`Request sent. The organiser will review it.`;
      return t`You’re in!`;
    });
  const onLeave = (series: boolean) =>
    void run(async () => {
      const { refunded } = await leave.trigger({
        params: { eventId: event.id },
        query: series ? { series: 'true' } : occurrence ? { occurrence } : {},
      });
      if (refunded?.length) return t`You left the event. Your payment is being refunded.`;
      return series ? t`You left the series` : t`You left the event`;
    });

  return (
    <article aria-labelledby="event-title" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{`${event.title} | ${PRODUCT_NAME}`}</title>
      <EventHeader event={event} viewerId={signedIn ? viewer?.uid : undefined} />

      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <EventFacts event={event} shown={shown} counts={counts} />

          {event.hasMinimumNeeded && event.minimumNeeded != null && (
            <MinimumNeeded have={counts.joined + counts.guests} need={event.minimumNeeded} />
          )}
          {event.goNoGo && <GoNoGoStatus goNoGo={event.goNoGo} shown={shown} timeZone={event.timeZone} />}

          {event.description && (
            <section aria-labelledby="about-heading" className="flex flex-col gap-2">
              <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
                <Trans>About</Trans>
              </h2>
              <p className="whitespace-pre-line break-words text-slate-800">{event.description}</p>
            </section>
          )}

          {signedIn === true && afterGame?.({ eventId: event.id, occurrence: shown })}
        </div>

        {/* On a phone the RSVP comes right after the title; beside the details from md up. */}
        <div className="order-first flex flex-col gap-6 md:order-none">
          {event.occurrences.length > 1 && (
            <OccurrencePicker
              occurrences={event.occurrences}
              value={occurrence}
              timeZone={event.timeZone}
              onChange={(o) => {
                setOccurrence(o);
                setRsvpError(undefined);
              }}
            />
          )}
          {paidReturn && signedIn === true && <PaidReturnNotice key={shown} mine={mine} recheck={rsvps.mutate} />}
          <RsvpPanel
            event={event}
            start={shown}
            counts={counts}
            signedIn={signedIn}
            mine={mine}
            myPayment={rsvps.data?.myPayment}
            loginHref={loginPath(`${location.pathname}${location.search}`)}
            busy={busy || queued.length > 0}
            error={rsvpError}
            onJoin={onJoin}
            onLeave={onLeave}
          />
          {queued.length > 0 && (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              <Trans>Your RSVP:</Trans> {i18n._(WILL_SEND_WHEN_ONLINE)}
            </p>
          )}
          {signedIn === true && !event.cancelled && rsvpSlot?.({ eventId: event.id, occurrence: shown, onRsvpsChanged: () => void rsvps.mutate() })}
          <WhosGoing signedIn={signedIn} counts={counts} rsvps={rsvps.data?.items} error={rsvps.error} />
        </div>
      </div>
    </article>
  );
}
