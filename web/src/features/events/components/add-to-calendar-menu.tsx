import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { limits } from '@shared/constants/limits';
import type { EventDto } from '@shared/schemas/event';
import { takeFocus, type MenuStart } from '@web/components/deferred-menu';
import { toast } from '@web/lib/toast';
import { googleCalendarUrl, icsFileName, outlookCalendarUrl, toCalendarEvent } from '../calendar-links';
import { calendarButton } from './add-to-calendar-button';

export const DOWNLOAD_FAILED = msg`The calendar file could not be made. Please try again.`;

const item =
  'flex min-h-11 cursor-pointer items-center rounded-md px-2 py-2 text-slate-800 outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-800';

/** The "Add to calendar" menu itself, loaded after the event page has rendered (see AddToCalendar). */
export default function AddToCalendarMenu({ event, start }: { event: EventDto; start: MenuStart }) {
  const origin = window.location.origin;
  const series = event.reoccurringInfo !== null;
  const { t } = useLingui();
  const download = async () => {
    try {
      // The iCalendar builder loads only when someone asks for a file.
      const { buildCalendar } = await import('@shared/calendar/ics');
      const text = buildCalendar({
        name: event.title,
        domain: window.location.hostname,
        stamp: new Date(event.updatedAt),
        events: [toCalendarEvent(event, origin)],
      });
      const href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = href;
      link.download = icsFileName(event);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(href);
    } catch {
      toast.error(t(DOWNLOAD_FAILED), { duration: limits.snackbarMs.short });
    }
  };
  return (
    <DropdownMenu.Root defaultOpen={start.open}>
      <DropdownMenu.Trigger asChild ref={takeFocus(start.hadFocus)}>
        {calendarButton()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-40 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => void download()}>
            {series ? t`Download .ics (whole series)` : t`Download .ics`}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a className={item} href={googleCalendarUrl(event, origin)} target="_blank" rel="noopener noreferrer">
              {series ? t`Google Calendar (next game)` : 'Google Calendar'}{' '}
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a className={item} href={outlookCalendarUrl(event, origin)} target="_blank" rel="noopener noreferrer">
              {series ? t`Outlook (next game)` : 'Outlook'}{' '}
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
