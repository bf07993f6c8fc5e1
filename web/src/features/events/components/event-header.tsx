import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventDto, RecurrenceFrequency } from '@shared/schemas/event';
import { secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { AddToCalendar } from './add-to-calendar';
import { FavoriteButton } from './favorite-button';
import { ShareButton } from './share-button';

const repeats: Record<RecurrenceFrequency, MessageDescriptor> = {
  daily: msg`Repeats daily`,
  weekly: msg`Repeats weekly`,
  biweekly: msg`Repeats biweekly`,
  monthly: msg`Repeats monthly`,
};

/** Badges, the title, and what the viewer can do from the top: favorite (signed in), share, manage (the organiser). */
export function EventHeader({ event, viewerId }: { event: EventDto; viewerId: string | undefined }) {
  const { t } = useLingui();
  const frequency = event.reoccurringInfo?.frequency;
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {event.cancelled && (
          <Badge tone="red">
            <Trans>Cancelled</Trans>
          </Badge>
        )}
        {event.isPrivate && (
          <Badge tone="slate">
            <Trans>Private</Trans>
          </Badge>
        )}
        {frequency && <Badge tone="brand">{t(repeats[frequency])}</Badge>}
        {event.rated && (
          <Badge tone="brand">
            <Trans>You rated this game</Trans>
          </Badge>
        )}
      </div>
      <h1 id="event-title" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {event.title}
      </h1>
      <div className="flex flex-wrap gap-2">
        {viewerId !== undefined && (
          <>
            <FavoriteButton eventId={event.id} uid={viewerId} favoriteCount={event.favoriteCount} />
            <Link to={paths.favorites} className={secondaryButton}>
              <Trans>Your favorites</Trans>
            </Link>
          </>
        )}
        <ShareButton eventId={event.id} />
        <AddToCalendar event={event} />
        {event.viewerCanManage && (
          <Link to={paths.eventManage(event.id)} className={secondaryButton}>
            <Settings aria-hidden="true" className="size-4" />
            <Trans>Manage event</Trans>
          </Link>
        )}
      </div>
    </header>
  );
}

function Badge({ tone, children }: { tone: 'red' | 'slate' | 'brand'; children: ReactNode }) {
  const tones = { red: 'bg-red-100 text-red-800', slate: 'bg-slate-200 text-slate-800', brand: 'bg-brand-50 text-brand-800' };
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
