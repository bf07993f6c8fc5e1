import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, CreditCard, MapPin, Navigation, Repeat, Trophy, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventSummaryDto } from '@shared/schemas/event';
import { focusRing } from './ui';
import { paths } from '../lib/paths';
import { formatDistance } from '../lib/format';
import { formatMoney } from '../lib/money';
import { EventTime } from './event-time';
import { gameTypeName } from '@web/lib/game-types';

export function EventCard({ event }: { event: EventSummaryDto }) {
  const titleId = useId();
  const { t } = useLingui();
  const { joinedCount, capacity } = event;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          <Link to={paths.event(event.id)} className={`rounded-sm hover:text-brand-700 hover:underline ${focusRing}`}>
            {event.title}
          </Link>
        </h3>
        {event.cancelled && (
          <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            <Trans>Cancelled</Trans>
          </span>
        )}
      </div>
      <dl className="grid gap-1.5 text-sm text-slate-700">
        <Detail label={t`Game type`} icon={<Trophy className="size-4" />}>
          {gameTypeName(event.gameType)}
        </Detail>
        <Detail label={t`Starts`} icon={<CalendarDays className="size-4" />}>
          <EventTime iso={event.dateStart} timeZone={event.timeZone} />
        </Detail>
        <Detail label={t`Place`} icon={<MapPin className="size-4" />}>
          {event.location.name}
        </Detail>
        {event.joinedCount !== undefined && (
          <Detail label={t`Going`} icon={<Users className="size-4" />}>
            {capacity ? t`${joinedCount} of ${capacity} going` : t`${joinedCount} going`}
          </Detail>
        )}
        {event.price != null && event.currency && (
          <Detail label={t`Price`} icon={<CreditCard className="size-4" />}>
            {formatMoney(event.price, event.currency)}
          </Detail>
        )}
        {event.recurring && (
          <Detail label={t`Schedule`} icon={<Repeat className="size-4" />}>
            <Trans>Repeats</Trans>
          </Detail>
        )}
        {event.distanceMiles !== undefined && (
          <Detail label={t`Distance`} icon={<Navigation className="size-4" />}>
            {formatDistance(event.distanceMiles)}
          </Detail>
        )}
      </dl>
      {event.slotGroup && <SlotGroupOthers group={event.slotGroup} timeZone={event.timeZone} />}
    </article>
  );
}

/** The host's other events of the same slot group, shown on this card (the server folds them in). */
export function SlotGroupOthers({
  group,
  timeZone,
}: {
  group: NonNullable<EventSummaryDto['slotGroup']>;
  /** A slot group's events are the same host's, in the lead event's zone. */
  timeZone: string | undefined;
}) {
  const { t } = useLingui();
  const groupName = group.name;
  return (
    <div className="flex flex-col gap-1 border-t border-slate-100 pt-2 text-sm">
      <p className="font-medium text-slate-800">
        <Trans>Also in {groupName}</Trans>
      </p>
      <ul aria-label={t`Also in ${groupName}`} className="flex flex-col gap-1">
        {group.others.map((other) => (
          <li key={other.id}>
            <Link to={paths.event(other.id)} className={`rounded-sm text-brand-700 underline underline-offset-4 ${focusRing}`}>
              {other.title}
            </Link>{' '}
            <span className="text-slate-600">
              <EventTime iso={other.dateStart} timeZone={timeZone} />
            </span>
            {other.cancelled && (
              <span className="ml-1 font-semibold text-red-800">
                <Trans>Cancelled</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Detail({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="shrink-0 text-slate-500">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Event cards in a grid list; `label` names the list when the heading above does not, `busy` while it updates. */
export function EventCardList({
  events,
  label,
  busy,
  className,
}: {
  events: EventSummaryDto[];
  label?: string;
  busy?: boolean;
  className: string;
}) {
  return (
    <ul aria-label={label} aria-busy={busy} className={className}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
