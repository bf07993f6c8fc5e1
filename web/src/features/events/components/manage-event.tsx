import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Eye, Pencil } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@web/lib/toast';
import { limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import type { EventDto, RsvpCounts, RsvpDto } from '@shared/schemas/event';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { useSaveEvent } from '../api/use-save-event';
import { EVENT_CANCELLED, NOT_ORGANISER } from '../event-messages';
import { formatWhen } from '../format';
import { EventLoadError, EventLoading } from './event-states';
import { GoNoGoStatus } from './go-no-go-status';
import { EventPaymentsPanel } from './event-payments-panel';
import { FillGameButton } from './fill-game';
import { NudgeButton } from './nudge-button';
import { OccurrencePicker } from './occurrence-picker';
import { PeopleList } from './people-list';
import { SpotsText } from './spots-text';

/** Loads the event; only its organisers (creator, hosting-team owners and admins) get past this (the server checks again). */
export function OrganiserOnly({ eventId, children }: { eventId: string; children: (event: EventDto) => ReactNode }) {
  const { t } = useLingui();
  const { data: event, error, mutate } = useApi('getEvent', { params: { eventId } }, { shouldRetryOnError: false });
  if (!event) return error ? <EventLoadError error={error} onRetry={() => void mutate()} /> : <EventLoading />;
  if (!event.viewerCanManage) {
    return (
      <section aria-labelledby="not-organiser" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
        <title>{`${event.title} | ${PRODUCT_NAME}`}</title>
        <h1 id="not-organiser" className="text-2xl font-bold text-slate-900">
          {t(NOT_ORGANISER)}
        </h1>
        <p className="text-slate-700">
          <Trans>
            You can still see{' '}
            <Link to={paths.event(event.id)} className={textLink}>
              {event.title}
            </Link>{' '}
            and RSVP there.
          </Trans>
        </p>
      </section>
    );
  }
  return <>{children(event)}</>;
}

/** What the page shows of the chosen date to a section composed into it (the check-in). */
export type OccurrenceSection = (shown: { occurrence: string; joined: RsvpDto[] }) => ReactNode;

/** The organiser's page: edit, cancel, approvals, who joined and the waitlist, check-in, and the games. */
export function ManageEvent({
  eventId,
  games,
  checkIn,
  guests,
}: {
  eventId: string;
  games?: ReactNode;
  checkIn?: OccurrenceSection;
  guests?: (occurrence: string | undefined) => ReactNode;
}) {
  return (
    <OrganiserOnly eventId={eventId}>
      {(event) => <ManageDetails event={event} games={games} checkIn={checkIn} guests={guests} />}
    </OrganiserOnly>
  );
}

function ManageDetails({
  event,
  games,
  checkIn,
  guests,
}: {
  event: EventDto;
  games: ReactNode;
  checkIn: OccurrenceSection | undefined;
  guests: ((occurrence: string | undefined) => ReactNode) | undefined;
}) {
  const [occurrence, setOccurrence] = useState<string | undefined>(event.occurrences[0]);
  const rsvps = useApi('listEventRsvps', { params: { eventId: event.id }, query: occurrence ? { occurrence } : {} });
  const reviewRsvp = useApiMutation('reviewRsvp');
  const save = useSaveEvent();
  const [reviewing, setReviewing] = useState<string>();
  const { t } = useLingui();

  const items = rsvps.data?.items ?? [];
  const pending = items.filter((r) => r.status === 'pending');
  const joined = items.filter((r) => r.status === 'joined');
  const waitlist = items
    .filter((r) => r.status === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  const fill = rsvps.data && !event.cancelled ? fillableSpots(event, rsvps.data.counts) : undefined;

  const review = async (rsvp: RsvpDto, approve: boolean) => {
    setReviewing(rsvp.userId);
    try {
      const { rsvp: result } = await reviewRsvp.trigger({
        params: { eventId: event.id, uid: rsvp.userId },
        body: { occurrence: rsvp.occurrence, approve },
      });
      const name = rsvp.displayName;
      toast.success(
        !approve
          ? t`Declined ${name}`
          : result?.status === 'waitlisted'
            ? t`${name} is on the waitlist (the event is full)`
            : t`${name} joined`,
        { duration: limits.snackbarMs.short },
      );
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t`Could not review the request.`, { duration: limits.snackbarMs.short });
    } finally {
      setReviewing(undefined);
      void rsvps.mutate();
    }
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{`${t`Manage ${event.title}`} | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3">
        {event.cancelled && (
          <span className="w-fit rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            <Trans>Cancelled</Trans>
          </span>
        )}
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          <Trans>Manage {event.title}</Trans>
        </h1>
        <p className="text-slate-700">{formatWhen(occurrence ?? event.dateStart, event.timeZone)}</p>
        {event.goNoGo && <GoNoGoStatus goNoGo={event.goNoGo} shown={occurrence ?? event.dateStart} timeZone={event.timeZone} />}
        <div className="flex flex-wrap gap-2">
          <Link to={paths.event(event.id)} className={secondaryButton}>
            <Eye aria-hidden="true" className="size-4" />
            <Trans>View event page</Trans>
          </Link>
          {!event.cancelled && (
            <Link to={paths.eventEdit(event.id)} className={secondaryButton}>
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit event</Trans>
            </Link>
          )}
          {!event.cancelled && <CancelEventButton onConfirm={() => save.cancel(event.id)} />}
          {!event.cancelled && <NudgeButton eventId={event.id} occurrence={occurrence} />}
          {fill && rsvps.data && <FillGameButton eventId={event.id} occurrence={rsvps.data.occurrence} openSpots={fill.openSpots} />}
        </div>
      </header>

      {event.occurrences.length > 1 && (
        <OccurrencePicker occurrences={event.occurrences} value={occurrence} onChange={setOccurrence} timeZone={event.timeZone} />
      )}

      {rsvps.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          <Trans>We couldn’t load the RSVPs.</Trans> {rsvps.error instanceof Error ? rsvps.error.message : ''}{' '}
          <button type="button" className={textLink} onClick={() => void rsvps.mutate()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : !rsvps.data ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading RSVPs…</Trans>
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <Panel label={t`Waiting for approval`} count={pending.length}>
            <PeopleList
              label={t`Waiting for approval`}
              people={pending}
              empty={t`No requests waiting.`}
              actions={(rsvp) => (
                <span className="flex gap-2">
                  <button
                    type="button"
                    disabled={reviewing !== undefined}
                    onClick={() => void review(rsvp, true)}
                    className={primaryButton}
                    aria-label={t`Approve ${rsvp.displayName}`}
                  >
                    <Trans>Approve</Trans>
                  </button>
                  <button
                    type="button"
                    disabled={reviewing !== undefined}
                    onClick={() => void review(rsvp, false)}
                    className={secondaryButton}
                    aria-label={t`Decline ${rsvp.displayName}`}
                  >
                    <Trans>Decline</Trans>
                  </button>
                </span>
              )}
            />
          </Panel>
          <Panel label={t`Joined`} count={joined.length}>
            <p className="text-sm text-slate-600">
              <SpotsText counts={rsvps.data.counts} capacity={event.capacity} />
            </p>
            <PeopleList label={t`Joined players`} people={joined} empty={t`Nobody has joined yet.`} />
          </Panel>
          <Panel label={t`Waitlist`} count={waitlist.length}>
            <PeopleList label={t`Waitlist`} people={waitlist} ordered empty={t`Nobody is on the waitlist.`} />
          </Panel>
        </div>
      )}

      {guests && !event.cancelled && guests(occurrence)}
      {event.price != null && (
        <EventPaymentsPanel
          eventId={event.id}
          occurrence={rsvps.data?.occurrence}
          people={rsvps.data?.items ?? []}
          cancelled={Boolean(event.cancelled)}
          timeZone={event.timeZone}
        />
      )}

      {checkIn && rsvps.data && checkIn({ occurrence: rsvps.data.occurrence, joined })}

      {games}
    </div>
  );
}

/**
 * Whether the shown date can be filled: a spot is open, or the game has no capacity (the dates
 * listed are upcoming ones; the server refuses one that started meanwhile). The number suggested
 * to invite is the open spots, else how many the minimum still needs.
 */
export function fillableSpots(event: Pick<EventDto, 'hasMinimumNeeded' | 'minimumNeeded'>, counts: RsvpCounts): { openSpots: number | null } | undefined {
  if (counts.spotsLeft !== null && counts.spotsLeft <= 0) return undefined;
  const short = event.hasMinimumNeeded && event.minimumNeeded != null ? event.minimumNeeded - (counts.joined + counts.guests) : 0;
  return { openSpots: counts.spotsLeft ?? (short > 0 ? short : null) };
}

/** A list panel named by its label; the heading adds how many are in it ("Joined (3)"). */
function Panel({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={label} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{`${label} (${count})`}</h2>
      {children}
    </section>
  );
}

function CancelEventButton({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { t } = useLingui();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      toast.success(t(EVENT_CANCELLED), { duration: limits.snackbarMs.short });
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : t`Could not cancel the event.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={`${secondaryButton} text-red-800`}>
          <Ban aria-hidden="true" className="size-4" />
          <Trans>Cancel event</Trans>
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            <Trans>Cancel this event?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="text-slate-700">
            <Trans>Everyone who joined or is waiting will be told. This cannot be undone.</Trans>
          </AlertDialog.Description>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <button type="button" disabled={busy} className={secondaryButton}>
                <Trans>Keep event</Trans>
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className={`${primaryButton} bg-red-700 hover:bg-red-800`}
            >
              {busy ? t`Cancelling…` : t`Yes, cancel event`}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
