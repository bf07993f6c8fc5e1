import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { EventSummaryDto } from '@shared/schemas/event';
import { formatEventDate } from '@web/lib/format';
import { paths } from '@web/lib/paths';

/**
 * Events as compact cards in a grid, each card one link to the event: the title, `detail` (what
 * the page does not already say: the game type, the place), the start and whether it is cancelled.
 */
export function EventLinkList({
  events,
  label,
  detail,
}: {
  events: readonly EventSummaryDto[];
  label: string;
  detail: (event: EventSummaryDto) => string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={paths.event(event.id)}
            className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="font-semibold break-words text-slate-900">{event.title}</span>
            <span className="text-sm text-slate-700">{detail(event)}</span>
            <span className="flex items-center gap-1.5 text-sm text-slate-700">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={event.dateStart}>{formatEventDate(event.dateStart)}</time>
            </span>
            {event.cancelled && <span className="text-sm font-semibold text-red-800">Cancelled</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
