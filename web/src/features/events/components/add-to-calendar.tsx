import { lazy } from 'react';
import type { EventDto } from '@shared/schemas/event';
import { DeferredMenu } from '@web/components/deferred-menu';
import { calendarButton } from './add-to-calendar-button';

const AddToCalendarMenu = lazy(() => import('./add-to-calendar-menu'));

/**
 * "Add to calendar": an .ics file of the event (a series whole, as one repeating entry) or the
 * next game in Google Calendar or Outlook. A menu button (arrow keys, Enter, Escape), each choice
 * named for screen readers. The menu's code loads after the page has rendered (DeferredMenu).
 */
export function AddToCalendar({ event }: { event: EventDto }) {
  return <DeferredMenu trigger={calendarButton} menu={(start) => <AddToCalendarMenu event={event} start={start} />} />;
}
