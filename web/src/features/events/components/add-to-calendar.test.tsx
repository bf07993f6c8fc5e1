import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCalendar } from '@shared/calendar/read-ics';
import { expandOccurrences } from '@shared/events/recurrence';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { eventFixture as event, occurrence } from '../fixtures';
import { EventView } from './event-view';

afterEach(() => vi.restoreAllMocks());

const series = event({
  reoccurringInfo: { frequency: 'weekly', daysOfWeek: [6], endDate: '2027-01-09' },
  excludedDates: ['2026-12-19'],
  version: 3,
});

async function openMenu(dto = event()) {
  fakeApi.on('getEvent', dto);
  const rendered = renderRoute('/evt/evt-1', { as: 'visitor', element: <EventView eventId="evt-1" /> });
  await rendered.user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
  // The menu's chunk may arrive after the press; it opens when it does.
  await screen.findByRole('menu');
  return rendered;
}

describe('Add to calendar', () => {
  it('links a one-off game to Google Calendar and Outlook with its title, UTC dates, details and place', async () => {
    await openMenu();
    const google = new URL(screen.getByRole('menuitem', { name: /^Google Calendar/ }).getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Pickup soccer',
      dates: '20261206T013000Z/20261206T030000Z',
      location: 'City Park Fields, 2001 Colorado Blvd',
    });
    expect(google.searchParams.get('details')).toMatch(/^Bring shin guards\n\nhttp.+\/evt\/evt-1$/);
    const outlook = new URL(screen.getByRole('menuitem', { name: /^Outlook/ }).getAttribute('href')!);
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({
      subject: 'Pickup soccer',
      startdt: occurrence,
      enddt: '2026-12-06T03:00:00.000Z',
      location: 'City Park Fields, 2001 Colorado Blvd',
    });
    expect(screen.getByRole('menuitem', { name: /^Google Calendar/ })).toHaveAttribute('target', '_blank');
  });

  it('downloads a series as one .ics entry whose RRULE and EXDATE give the event’s occurrences', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('pickup-soccer.ics');
    });
    const { user } = await openMenu(series);
    expect(screen.getByRole('menuitem', { name: 'Google Calendar (next game) (opens in a new tab)' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Download .ics (whole series)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await blobs[0]!.text();
    const parsed = parseCalendar(text);
    expect(parsed.events).toHaveLength(1);
    const vevent = parsed.events[0]!;
    expect(vevent.uid).toBe(`evt-1@${window.location.hostname}`);
    expect(vevent.sequence).toBe(2);
    expect(vevent.tzid).toBe('America/Denver');
    expect(vevent.occurrences).toEqual(expandOccurrences(series));
    expect(vevent.occurrences).not.toContain('2026-12-20T01:30:00.000Z');
  });
});
