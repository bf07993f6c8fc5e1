import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyCalendarDto } from '@shared/schemas/family-calendar';
import { fakeApi, FakeApiError } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { FamilyCalendarPage, weekStartOf } from './family-calendar-page';

const today = new Date(2026, 11, 2, 12); // Wednesday, Dec 2 2026 (local)
const place = { name: 'North Field', lat: 40, lng: -105 };
const calendar = (patch: Partial<FamilyCalendarDto> = {}): FamilyCalendarDto => ({
  from: '2026-11-30T00:00:00.000Z',
  to: '2026-12-07T00:00:00.000Z',
  people: [{ uid: 'user-1', name: 'Mom', driven: false }],
  items: [],
  clashes: [],
  ...patch,
});

const render = () => renderRoute('/family/calendar', { as: 'user', element: <FamilyCalendarPage today={today} /> });

describe('FamilyCalendarPage', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf(today)).toEqual(new Date(2026, 10, 30));
    expect(weekStartOf(new Date(2026, 11, 6, 23))).toEqual(new Date(2026, 10, 30));
  });

  it('lists the week by day with who goes, the time in the event zone and the place, flagging both sides of a clash', async () => {
    fakeApi.on('getFamilyCalendar', ({ query }) => {
      expect(query.from).toBe(new Date(2026, 10, 30).toISOString());
      return calendar({
        items: [
          {
            key: 'e1|a',
            eventId: 'e1',
            title: 'Kids Soccer',
            start: '2026-12-05T17:00:00.000Z',
            end: '2026-12-05T18:00:00.000Z',
            timeZone: 'America/Denver',
            location: place,
            people: [{ uid: 'k', name: 'Kid', driven: true, role: 'joined' }],
          },
          {
            key: 'e2|b',
            eventId: 'e2',
            title: 'Teen Hoops',
            start: '2026-12-05T17:30:00.000Z',
            end: '2026-12-05T19:00:00.000Z',
            timeZone: 'America/Denver',
            location: { ...place, name: 'East Park' },
            people: [{ uid: 't', name: 'Teen', driven: true, role: 'joined' }],
          },
        ],
        clashes: [
          {
            kind: 'overlap',
            first: 'e1|a',
            second: 'e2|b',
            personIds: ['k', 't'],
            travelMinutes: 0,
            message: 'Clash: Kids Soccer overlaps Teen Hoops',
          },
        ],
      });
    });
    render();
    const soccer = (await screen.findByRole('link', { name: 'Kids Soccer' })).closest('li')!;
    expect(within(soccer).getByText('Kid')).toBeInTheDocument();
    expect(within(soccer).getByText(/Sat, Dec 5, 10:00 AM MST/)).toBeInTheDocument();
    expect(within(soccer).getByText('North Field')).toBeInTheDocument();
    expect(within(soccer).getByText('Clash: Kids Soccer overlaps Teen Hoops')).toBeInTheDocument();
    const hoops = screen.getByRole('link', { name: 'Teen Hoops' }).closest('li')!;
    expect(within(hoops).getByText('Clash: Kids Soccer overlaps Teen Hoops')).toBeInTheDocument();
    expect(screen.getByText('1 clash this week')).toBeInTheDocument();
  });

  it('moves a week forward and back, showing the empty state', async () => {
    fakeApi.on('getFamilyCalendar', calendar());
    const { user } = render();
    expect(await screen.findByText('No games for your family this week.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next week/ }));
    expect(await screen.findByText(/Week of Monday, December 7/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous week/ }));
    await user.click(screen.getByRole('button', { name: /Previous week/ }));
    expect(await screen.findByText(/Week of Monday, November 23/)).toBeInTheDocument();
    const froms = fakeApi.calls('getFamilyCalendar').map((c) => (c as { query: { from: string } }).query.from);
    expect(froms).toContain(new Date(2026, 11, 7).toISOString());
    expect(froms).toContain(new Date(2026, 10, 23).toISOString());
  });

  it('shows an error with a way to try again', async () => {
    fakeApi.on('getFamilyCalendar', () => {
      throw new FakeApiError(500, 'Server down');
    });
    render();
    expect(await screen.findByText(/The family calendar could not be loaded/)).toBeInTheDocument();
  });
});
