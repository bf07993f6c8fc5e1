import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { messages } from '../../../../../shared/constants/messages';
import { eventDto, type EventDto, type RsvpDto } from '../../../../../shared/schemas/event';
import { ApiError, api } from '../../../lib/api-client';
import { profileDto } from '../../../test/fixtures';
import { EventView } from './event-view';

const session = vi.hoisted(() => ({ signedIn: false as boolean | undefined }));
vi.mock('../../../lib/use-signed-in', () => ({ useSignedIn: () => session.signedIn }));
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = api.call as unknown as Mock<(id: string, args?: unknown) => Promise<unknown>>;

const occurrence = '2026-12-06T01:30:00.000Z';
const event = (overrides: Partial<EventDto> = {}): EventDto =>
  eventDto.parse({
    id: 'evt-1',
    creatorId: 'organiser',
    creatorName: 'Olivia Organizer',
    title: 'Pickup soccer',
    description: 'Bring shin guards',
    gameType: 'Soccer',
    dateStart: occurrence,
    timeZone: 'America/Denver',
    duration: { hours: 1, minutes: 30 },
    location: {
      placeId: 'seed-place-city-park',
      name: 'City Park Fields',
      address: '2001 Colorado Blvd',
      lat: 39.7,
      lng: -104.9,
    },
    capacity: 10,
    hasMinimumNeeded: true,
    minimumNeeded: 6,
    timeStart: '18:30',
    cancelled: false,
    occurrences: [occurrence],
    counts: { joined: 3, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 7 },
    favoriteCount: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  });

const joinedRsvp = (userId: string, displayName: string): RsvpDto => ({
  eventId: 'evt-1',
  occurrence,
  userId,
  displayName,
  photoURL: null,
  status: 'joined',
  guests: 0,
  waitlistPosition: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

function renderAt(answers: Record<string, unknown>) {
  call.mockImplementation(async (id) => {
    const answer = answers[id];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected ${id}`);
    return typeof answer === 'function' ? (answer as () => unknown)() : answer;
  });
  const router = createMemoryRouter([{ path: '/evt/:id', Component: () => <EventView eventId="evt-1" /> }], {
    initialEntries: ['/evt/evt-1'],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('EventView', () => {
  beforeEach(() => {
    call.mockReset();
    session.signedIn = false;
  });

  it('shows a visitor the public event, the minimum as progress, and a sign-in link', async () => {
    renderAt({ getEvent: event() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pickup soccer' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Minimum players' });
    expect(progress).toHaveAttribute('aria-valuenow', '3');
    expect(progress).toHaveAttribute('aria-valuemax', '6');
    expect(progress).toHaveAttribute('aria-valuetext', '3 of 6 needed');
    expect(screen.getByText('3 of 10 spots taken · 7 spots left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'City Park Fields' })).toHaveAttribute('href', '/places/view/seed-place-city-park');
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/login?redirect=%2Fevt%2Fevt-1');
    expect(screen.queryByRole('button', { name: 'Favorite' })).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('listEventRsvps', expect.anything());
  });

  it('says Game not found for a missing event', async () => {
    renderAt({ getEvent: new ApiError(404, messages.gameNotFound) });
    expect(await screen.findByRole('heading', { level: 1, name: messages.gameNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  });

  it('shows cancelled and private badges', async () => {
    renderAt({ getEvent: event({ cancelled: true, isPrivate: true }) });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('lets a signed-in player join, then lists them among the joiners', async () => {
    session.signedIn = true;
    let items: RsvpDto[] = [joinedRsvp('someone', 'Sam Striker')];
    renderAt({
      getEvent: event(),
      getMe: profileDto({ uid: 'me', displayName: 'Pat Player' }),
      listFavorites: { items: [] },
      listEventRsvps: () => ({
        occurrence,
        items,
        counts: { joined: items.length, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 10 - items.length },
      }),
      rsvpEvent: () => {
        items = [...items, joinedRsvp('me', 'Pat Player')];
        return { items: [joinedRsvp('me', 'Pat Player')] };
      },
    });
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    await userEvent.click(await within(rsvp).findByRole('button', { name: 'Join' }));
    expect(await within(rsvp).findByText('Joined')).toBeInTheDocument();
    const joiners = screen.getByRole('list', { name: 'Joined players' });
    expect(within(joiners).getByRole('link', { name: 'Pat Player' })).toHaveAttribute('href', '/profile/me');
    expect(call).toHaveBeenCalledWith('rsvpEvent', {
      params: { eventId: 'evt-1' },
      body: { occurrence, series: false, guests: 0 },
    });
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('counts everyone going and names only the players the API names', async () => {
    session.signedIn = true;
    renderAt({
      getEvent: event({ counts: { joined: 12, guests: 0, waitlisted: 2, pending: 1, spotsLeft: 0 }, capacity: 12 }),
      getMe: profileDto({ uid: 'me' }),
      listFavorites: { items: [] },
      listEventRsvps: {
        occurrence,
        items: [joinedRsvp('sam', 'Sam Striker'), joinedRsvp('kim', 'Kim Keeper')],
        counts: { joined: 12, guests: 0, waitlisted: 2, pending: 1, spotsLeft: 0 },
      },
    });
    const going = await screen.findByRole('region', { name: 'Who’s going' });
    expect(await within(going).findByText('12 going')).toBeInTheDocument();
    const joiners = within(going).getByRole('list', { name: 'Joined players' });
    expect(within(joiners).getAllByRole('listitem')).toHaveLength(2);
    expect(within(going).getByText('10 other players keep their games private.')).toBeInTheDocument();
    expect(within(going).getByText('1 request waiting for approval.')).toBeInTheDocument();
    expect(within(going).getByText('2 players keep their games private.')).toBeInTheDocument();
    expect(within(going).queryByRole('list', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when leaving is too late', async () => {
    session.signedIn = true;
    renderAt({
      getEvent: event(),
      getMe: profileDto({ uid: 'me' }),
      listFavorites: { items: [] },
      listEventRsvps: {
        occurrence,
        items: [joinedRsvp('me', 'Pat Player')],
        counts: { joined: 1, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 9 },
      },
      leaveEvent: new ApiError(400, 'Too late to leave: the organiser asks for 24 hours’ notice.'),
    });
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    await userEvent.click(await within(rsvp).findByRole('button', { name: 'Leave' }));
    expect(await within(rsvp).findByRole('alert')).toHaveTextContent(
      'Too late to leave: the organiser asks for 24 hours’ notice.',
    );
  });
});
