import { CalendarDays, Clock, MapPin, Settings, Trophy, User, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { limits } from '../../../../../shared/constants/limits';
import { PRODUCT_NAME } from '../../../../../shared/constants/messages';
import type { EventDto, RsvpCounts } from '../../../../../shared/schemas/event';
import { secondaryButton, textLink } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { loginPath } from '../../../lib/redirect';
import { useSignedIn } from '../../../lib/use-signed-in';
import { useEvent } from '../api/get-event';
import { useViewer } from '../api/get-me';
import { useEventRsvps } from '../api/list-event-rsvps';
import { leaveEvent, rsvpEvent } from '../api/rsvp';
import { formatDuration, formatWhen, plural, zoneDiffers } from '../format';
import { viewerTimeZone } from '../../../../../shared/time/zoned-time';
import { EventLoadError, EventLoading } from './event-states';
import { FavoriteButton } from './favorite-button';
import { PeopleList } from './people-list';
import { RsvpPanel, type JoinChoice } from './rsvp-panel';
import { ShareButton } from './share-button';

/** The public event page (`evt/{id}`, `discover/events/{id}`, `discover/games/{id}`). */
export function EventView({ eventId }: { eventId: string }) {
  const { data: event, error, mutate } = useEvent(eventId);
  if (!event) return error ? <EventLoadError error={error} onRetry={() => void mutate()} /> : <EventLoading />;
  return <EventDetails event={event} onChanged={() => void mutate()} />;
}

function EventDetails({ event, onChanged }: { event: EventDto; onChanged: () => void }) {
  const location = useLocation();
  const signedIn = useSignedIn();
  const { data: viewer } = useViewer(signedIn);
  const [occurrence, setOccurrence] = useState<string | undefined>(event.occurrences[0]);
  const shown = occurrence ?? event.dateStart;
  const rsvps = useEventRsvps(event.id, occurrence, signedIn === true);
  const [busy, setBusy] = useState(false);
  const [rsvpError, setRsvpError] = useState<string>();
  const isCreator = viewer !== undefined && viewer.uid === event.creatorId;

  const counts: RsvpCounts = rsvps.data?.counts ?? event.counts;
  const mine = !signedIn
    ? undefined
    : rsvps.data
      ? rsvps.data.items.find((r) => r.userId === viewer?.uid)
      : rsvps.error
        ? undefined
        : null;
  const viewerZone = viewerTimeZone();
  const recurring = event.reoccurringInfo !== null;

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setRsvpError(undefined);
    try {
      const message = await action();
      toast.success(message, { duration: limits.snackbarMs.short });
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Something went wrong. Please try again.';
      setRsvpError(message);
      toast.error(message, { duration: limits.snackbarMs.short });
    } finally {
      setBusy(false);
      void rsvps.mutate();
      onChanged();
    }
  };

  const onJoin = (choice: JoinChoice) =>
    void run(async () => {
      const { items } = await rsvpEvent(event.id, { occurrence, ...choice });
      const first = items.find((r) => r.occurrence === occurrence) ?? items[0];
      if (choice.series) return `You RSVPed to ${plural(items.length, 'date')} of the series`;
      if (first?.status === 'waitlisted') return `You’re on the waitlist (position ${first.waitlistPosition ?? '?'})`;
      if (first?.status === 'pending') return 'Request sent. The organiser will review it.';
      return 'You’re in!';
    });
  const onLeave = (series: boolean) =>
    void run(async () => {
      await leaveEvent(event.id, { occurrence, series });
      return series ? 'You left the series' : 'You left the event';
    });

  const joined = rsvps.data?.items.filter((r) => r.status === 'joined') ?? [];
  const waitlist = (rsvps.data?.items.filter((r) => r.status === 'waitlisted') ?? []).sort(
    (a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0),
  );

  return (
    <article aria-labelledby="event-title" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{`${event.title} | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {event.cancelled && <Badge tone="red">Cancelled</Badge>}
          {event.isPrivate && <Badge tone="slate">Private</Badge>}
          {recurring && <Badge tone="brand">Repeats {event.reoccurringInfo?.frequency}</Badge>}
        </div>
        <h1 id="event-title" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {event.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {signedIn && viewer && <FavoriteButton eventId={event.id} uid={viewer.uid} favoriteCount={event.favoriteCount} />}
          <ShareButton eventId={event.id} />
          {isCreator && (
            <Link to={paths.eventManage(event.id)} className={secondaryButton}>
              <Settings aria-hidden="true" className="size-4" />
              Manage event
            </Link>
          )}
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Detail icon={<Trophy className="size-4" />} label="Game type">
              {event.gameType}
            </Detail>
            <Detail icon={<CalendarDays className="size-4" />} label="When">
              <time dateTime={shown}>{formatWhen(shown)}</time>
              {zoneDiffers(shown, event.timeZone, viewerZone) && (
                <span className="block text-sm text-slate-600">
                  {formatWhen(shown, event.timeZone)} where the event is ({event.timeZone.replaceAll('_', ' ')})
                </span>
              )}
            </Detail>
            <Detail icon={<Clock className="size-4" />} label="Duration">
              {formatDuration(event.duration)}
            </Detail>
            <Detail icon={<MapPin className="size-4" />} label="Location">
              {event.location.placeId ? (
                <Link to={paths.placeView(event.location.placeId)} className={textLink}>
                  {event.location.name}
                </Link>
              ) : (
                event.location.name
              )}
              {event.location.address && <span className="block text-sm text-slate-600">{event.location.address}</span>}
            </Detail>
            <Detail icon={<User className="size-4" />} label="Organiser">
              {event.creatorName ?? 'An organiser'}
              {event.teamName && <span className="block text-sm text-slate-600">Team: {event.teamName}</span>}
            </Detail>
            <Detail icon={<Users className="size-4" />} label="Spots">
              <SpotsText counts={counts} capacity={event.capacity} />
            </Detail>
          </dl>

          {event.hasMinimumNeeded && event.minimumNeeded != null && (
            <MinimumNeeded have={counts.joined + counts.guests} need={event.minimumNeeded} />
          )}

          {event.description && (
            <section aria-labelledby="about-heading" className="flex flex-col gap-2">
              <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
                About
              </h2>
              <p className="whitespace-pre-line break-words text-slate-800">{event.description}</p>
            </section>
          )}
        </div>

        {/* On a phone the RSVP comes right after the title; beside the details from md up. */}
        <div className="order-first flex flex-col gap-6 md:order-none">
          {event.occurrences.length > 1 && (
            <OccurrencePicker
              occurrences={event.occurrences}
              value={occurrence}
              onChange={(o) => {
                setOccurrence(o);
                setRsvpError(undefined);
              }}
            />
          )}
          <RsvpPanel
            event={event}
            counts={counts}
            signedIn={signedIn}
            mine={mine}
            loginHref={loginPath(`${location.pathname}${location.search}`)}
            busy={busy}
            error={rsvpError}
            onJoin={onJoin}
            onLeave={onLeave}
          />
          <section
            aria-labelledby="going-heading"
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="going-heading" className="text-lg font-semibold text-slate-900">
              Who’s going
            </h2>
            {!signedIn ? (
              <p className="text-sm text-slate-600">{plural(counts.joined, 'player')} joined. Sign in to see who’s going.</p>
            ) : rsvps.error ? (
              <p role="alert" className="text-sm text-red-700">
                We couldn’t load who’s going. {rsvps.error instanceof Error ? rsvps.error.message : ''}
              </p>
            ) : !rsvps.data ? (
              <p role="status" className="text-sm text-slate-600">
                Loading players…
              </p>
            ) : (
              <>
                {counts.joined > 0 && <p className="font-medium text-slate-900">{counts.joined} going</p>}
                {(joined.length > 0 || counts.joined === 0) && (
                  <PeopleList label="Joined players" people={joined} empty="Nobody has joined yet. Be the first!" />
                )}
                {unnamed(counts.joined, joined.length) && (
                  <p className="text-sm text-slate-600">{unnamed(counts.joined, joined.length)}</p>
                )}
                {counts.pending > 0 && (
                  <p className="text-sm text-slate-600">{plural(counts.pending, 'request')} waiting for approval.</p>
                )}
                {counts.waitlisted > 0 && (
                  <>
                    <h3 className="font-semibold text-slate-900">Waitlist</h3>
                    {waitlist.length > 0 && <PeopleList label="Waitlist" people={waitlist} ordered empty="" />}
                    {unnamed(counts.waitlisted, waitlist.length) && (
                      <p className="text-sm text-slate-600">{unnamed(counts.waitlisted, waitlist.length)}</p>
                    )}
                  </>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

/**
 * The people counted but not listed: the API names only those who show their upcoming games
 * (the organiser sees everyone), so the rest are a number.
 */
function unnamed(total: number, listed: number): string | null {
  const rest = total - listed;
  if (rest <= 0) return null;
  return `${listed > 0 ? `${plural(rest, 'other player')}` : plural(rest, 'player')} ${rest === 1 ? 'keeps' : 'keep'} their games private.`;
}

export function SpotsText({ counts, capacity }: { counts: RsvpCounts; capacity: number | null }) {
  const going = counts.joined + counts.guests;
  if (capacity === null) return <>{plural(going, 'player')} going · no limit</>;
  return (
    <>
      {going} of {capacity} spots taken ·{' '}
      {counts.spotsLeft === null ? '' : counts.spotsLeft > 0 ? `${plural(counts.spotsLeft, 'spot')} left` : 'Full'}
      {counts.waitlisted > 0 && ` · ${counts.waitlisted} on the waitlist`}
    </>
  );
}

/** "3 of 6 needed" (minimum-needed shown as progress, issue 6). */
export function MinimumNeeded({ have, need }: { have: number; need: number }) {
  const reached = have >= need;
  const label = `${Math.min(have, need)} of ${need} needed`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between text-sm">
        <span id="minimum-label" className="font-medium text-slate-800">
          Minimum players
        </span>
        <span className="text-slate-700">{reached ? `${label} · the game is on!` : label}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="minimum-label"
        aria-valuemin={0}
        aria-valuemax={need}
        aria-valuenow={Math.min(have, need)}
        aria-valuetext={label}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${reached ? 'bg-green-600' : 'bg-brand-700'}`}
          style={{ width: `${Math.min(100, (have / need) * 100)}%` }}
        />
      </div>
    </div>
  );
}

export function OccurrencePicker({
  occurrences,
  value,
  onChange,
}: {
  occurrences: string[];
  value: string | undefined;
  onChange: (occurrence: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="occurrence-select" className="text-sm font-medium text-slate-800">
        Date
      </label>
      <select
        id="occurrence-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {occurrences.map((o) => (
          <option key={o} value={o}>
            {formatWhen(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Badge({ tone, children }: { tone: 'red' | 'slate' | 'brand'; children: ReactNode }) {
  const tones = { red: 'bg-red-100 text-red-800', slate: 'bg-slate-200 text-slate-800', brand: 'bg-brand-50 text-brand-800' };
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <dt className="mt-0.5 shrink-0 text-slate-500">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
