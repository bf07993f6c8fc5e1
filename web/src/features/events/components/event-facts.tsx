import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clock, MapPin, Trophy, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventDto, RsvpCounts } from '@shared/schemas/event';
import { textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { EventTime } from '@web/components/event-time';
import { formatDuration } from '../format';
import { SpotsText } from './spots-text';
import { gameTypeName } from '@web/lib/game-types';

/** The event's details at a glance: game type, when (in both zones when they differ), duration, place, organiser, spots. */
export function EventFacts({ event, shown, counts }: { event: EventDto; shown: string; counts: RsvpCounts }) {
  const { t } = useLingui();
  const zoneName = event.timeZone.replaceAll('_', ' ');
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <Detail icon={<Trophy className="size-4" />} label={t`Game type`}>
        {gameTypeName(event.gameType)}
      </Detail>
      <Detail icon={<CalendarDays className="size-4" />} label={t`When`}>
        <EventTime iso={shown} timeZone={event.timeZone} withYear />
        <span className="block text-sm text-slate-600">
          <Trans>Time zone: {zoneName}</Trans>
        </span>
      </Detail>
      <Detail icon={<Clock className="size-4" />} label={t`Duration`}>
        {formatDuration(event.duration)}
      </Detail>
      <Detail icon={<MapPin className="size-4" />} label={t`Location`}>
        {event.location.placeId ? (
          <Link to={paths.placeView(event.location.placeId)} className={textLink}>
            {event.location.name}
          </Link>
        ) : (
          event.location.name
        )}
        {event.location.address && <span className="block text-sm text-slate-600">{event.location.address}</span>}
      </Detail>
      <Detail icon={<User className="size-4" />} label={t`Organiser`}>
        {/* The host's profile is where people follow them. */}
        <Link to={paths.profile(event.creatorId)} className={textLink}>
          {event.creatorName ?? t`An organiser`}
        </Link>
        {event.teamName && (
          <span className="block text-sm text-slate-600">
            <Trans>Team: {event.teamName}</Trans>
          </span>
        )}
      </Detail>
      {/* A cancelled game has no spots to take: its badge and closed RSVPs say so. */}
      {!event.cancelled && (
        <Detail icon={<Users className="size-4" />} label={t`Spots`}>
          <SpotsText counts={counts} capacity={event.capacity} />
        </Detail>
      )}
    </dl>
  );
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
