import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckinDto } from '@shared/schemas/checkin';
import type { RsvpDto } from '@shared/schemas/event';
import { fakeApi } from '@web/test/fake-api';
import { eventFixture, occurrence, profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import * as eventManage from './event-manage';

vi.setConfig({ testTimeout: 30_000 });

// The organiser's view: two joined, nobody else counted.
const event = eventFixture({
  creatorId: 'user-1',
  location: { placeId: null, name: 'City Park Fields', address: '2001 Colorado Blvd', lat: 39.7, lng: -104.9 },
  hasMinimumNeeded: false,
  minimumNeeded: null,
  counts: { joined: 2, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 8 },
  favoriteCount: 0,
  favoritedList: { count: 0, favorited: false },
  viewerCanManage: true,
});
const joined = (userId: string, displayName: string): RsvpDto => ({
  eventId: 'evt-1',
  occurrence,
  userId,
  displayName,
  photoURL: null,
  status: 'joined',
  guests: 0,
  isGuest: false,
  waitlistPosition: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const checkin = (userId: string, displayName: string): CheckinDto => ({
  eventId: 'evt-1',
  occurrence,
  userId,
  displayName,
  checkedInBy: 'user-1',
  checkedInAt: '2026-12-06T01:20:00.000Z',
});
const players = { pat: 'Pat Player', kim: 'Kim Keeper' } as Record<string, string>;

function renderManage(checkedIn: Set<string>, shown: typeof event = event) {
  fakeApi.on('getMe', profileDto());
  fakeApi.on('getEvent', shown);
  fakeApi.on('listEventGames', { items: [] });
  fakeApi.on('listEventGuests', { items: [] });
  fakeApi.on('listEventRsvps', {
    occurrence,
    items: [joined('pat', 'Pat Player'), joined('kim', 'Kim Keeper')],
    counts: { joined: 2, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 8 },
  });
  fakeApi.on('listCheckins', () => ({
    occurrence,
    items: [...checkedIn].map((uid) => checkin(uid, players[uid]!)),
    counts: { checkedIn: checkedIn.size, joined: 2 },
  }));
  fakeApi.on('checkInPlayer', ({ params }) => {
    const created = !checkedIn.has(params.uid);
    checkedIn.add(params.uid);
    return { created, checkin: checkin(params.uid, players[params.uid]!) };
  });
  fakeApi.on('undoCheckIn', ({ params }) => {
    checkedIn.delete(params.uid);
    return { removed: true as const };
  });
  return renderRoute('/event/evt-1/manage', { as: 'user', routes: [{ path: '/event/:id/manage', ...eventManage }] });
}

describe('the manage page’s check-in', () => {
  it('shows checked in against joined and ticks players in and out', async () => {
    const { user } = renderManage(new Set(['pat']));
    const section = await screen.findByRole('region', { name: 'Check-in' });
    const summary = await within(section).findByText(/checked in of/);
    expect(summary).toHaveTextContent('1 checked in of 2 joined');
    const group = within(section).getByRole('group', { name: 'Checked in' });
    expect(within(group).getByRole('checkbox', { name: 'Pat Player' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Kim Keeper' })).not.toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Kim Keeper' }));
    await waitFor(() => expect(within(section).getByText(/checked in of/)).toHaveTextContent('2 checked in of 2 joined'));
    expect(within(group).getByRole('checkbox', { name: 'Kim Keeper' })).toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Pat Player' }));
    await waitFor(() => expect(within(section).getByText(/checked in of/)).toHaveTextContent('1 checked in of 2 joined'));
    expect(within(group).getByRole('checkbox', { name: 'Pat Player' })).not.toBeChecked();

    expect(fakeApi.calls('checkInPlayer').map((c) => [c.params, c.body])).toEqual([[{ eventId: 'evt-1', uid: 'kim' }, { occurrence }]]);
    expect(fakeApi.calls('undoCheckIn').map((c) => [c.params, c.query])).toEqual([[{ eventId: 'evt-1', uid: 'pat' }, { occurrence }]]);
  });

  it('links to scanning for the date shown', async () => {
    renderManage(new Set());
    const link = await screen.findByRole('link', { name: 'Check in by scanning' });
    expect(link).toHaveAttribute('href', `/scan?event=evt-1&occurrence=${encodeURIComponent(occurrence)}`);
  });
});

describe('who gets the manage page', () => {
  it('opens for an organiser who did not create the event (a hosting-team admin): the server says who may manage', async () => {
    renderManage(new Set(), { ...event, creatorId: 'someone-else', hostingTeam: 'team-1', viewerCanManage: true });
    expect(await screen.findByRole('link', { name: 'Check in by scanning' })).toBeVisible();
  });

  it('turns away a reader who may not manage it, even the one whose id matches nothing else', async () => {
    renderManage(new Set(), { ...event, viewerCanManage: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Only the organiser can manage this event.' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Check in by scanning' })).toBeNull();
  });
});
