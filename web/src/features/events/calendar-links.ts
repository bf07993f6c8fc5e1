import type { CalendarEvent } from '@shared/calendar/ics';
import type { EventDto } from '@shared/schemas/event';
import { paths } from '@web/lib/paths';

/** An event as the iCalendar builder reads it; the page's own address is its URL. */
export function toCalendarEvent(event: EventDto, origin: string): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description ?? null,
    dateStart: event.dateStart,
    durationMinutes: event.duration.hours * 60 + event.duration.minutes,
    timeZone: event.timeZone,
    reoccurringInfo: event.reoccurringInfo,
    excludedDates: event.excludedDates,
    cancelled: event.cancelled,
    version: event.version,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
    url: new URL(paths.event(event.id), origin).toString(),
    location: placeLine(event),
  };
}

const placeLine = (event: EventDto) => [event.location.name, event.location.address].filter(Boolean).join(', ');

/** `20261127T180000Z`: the basic UTC form both calendar template links take. */
const basicUtc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The game these links add: the next occurrence (a series comes whole only through the .ics file). */
function span(event: EventDto) {
  const start = Date.parse(event.occurrences[0] ?? event.dateStart);
  return { start, end: start + (event.duration.hours * 60 + event.duration.minutes) * 60_000 };
}

function details(event: EventDto, origin: string) {
  const page = new URL(paths.event(event.id), origin).toString();
  return event.description ? `${event.description}\n\n${page}` : page;
}

/** Google Calendar's public event template, dates in UTC. */
export function googleCalendarUrl(event: EventDto, origin: string): string {
  const { start, end } = span(event);
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(start)}/${basicUtc(end)}`,
    details: details(event, origin),
    location: placeLine(event),
    ctz: event.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

/** Outlook on the web's compose-event deep link, dates in UTC. */
export function outlookCalendarUrl(event: EventDto, origin: string): string {
  const { start, end } = span(event);
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(start).toISOString(),
    enddt: new Date(end).toISOString(),
    body: details(event, origin),
    location: placeLine(event),
  });
  return `https://outlook.live.com/calendar/0/action/compose?${q.toString()}`;
}

/** A file name from the title: letters, digits and dashes. */
export const icsFileName = (event: Pick<EventDto, 'title'>) =>
  `${event.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event'}.ics`;
