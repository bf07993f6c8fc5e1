import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/constants/messages';
import { ApiError, api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth';
import { eventSummary, profileDto } from '../../../test/fixtures';
import type { Place } from '../api/get-place';
import { PlaceView } from './place-view';

vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
vi.mock('../../../lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/auth')>();
  return { ...actual, isSignedIn: vi.fn() };
});
const call = vi.mocked(api.call);

const place: Place = {
  id: 'pl-1',
  name: 'Congress Park Courts',
  address: 'E 8th Ave & Josephine St, Denver, CO',
  lat: 39.7296,
  lng: -104.9573,
  gameTypes: ['Basketball', 'Pickleball'],
  description: 'Lights until 10 pm.',
  creatorId: 'user-1',
  createdAt: '2026-11-01T00:00:00.000Z',
};

function answer({
  viewerUid,
  events = [] as ReturnType<typeof eventSummary>[],
  placeError,
}: {
  viewerUid?: string;
  events?: ReturnType<typeof eventSummary>[];
  placeError?: ApiError;
}) {
  vi.mocked(isSignedIn).mockResolvedValue(viewerUid !== undefined);
  call.mockImplementation((async (id: string) => {
    if (id === 'getPlace') {
      if (placeError) throw placeError;
      return place;
    }
    if (id === 'listPlaceEvents') return { items: events, total: events.length, page: 1, hasMore: false };
    if (id === 'getMe') return profileDto({ uid: viewerUid ?? '', id: viewerUid ?? '' });
    throw new Error(`unexpected ${id}`);
  }) as never);
}

function renderView() {
  const router = createMemoryRouter([{ path: '/places/view/:id', element: <PlaceView placeId="pl-1" /> }], {
    initialEntries: ['/places/view/pl-1'],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('PlaceView', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows the place, directions and its upcoming events linking to their pages', async () => {
    answer({ events: [eventSummary({ id: 'evt-7', title: 'Lunchtime Hoops' })] });
    renderView();

    expect(await screen.findByRole('heading', { level: 1, name: 'Congress Park Courts' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Game types' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Basketball', 'Pickleball']);
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=39.7296,-104.9573',
    );
    const events = await screen.findByRole('list', { name: 'Upcoming events at Congress Park Courts' });
    expect(within(events).getByRole('link', { name: /Lunchtime Hoops/ })).toHaveAttribute('href', '/evt/evt-7');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says when nothing is planned there', async () => {
    answer({});
    renderView();
    expect(await screen.findByText('No upcoming events at Congress Park Courts yet.')).toBeInTheDocument();
  });

  it('offers Edit to the person who added the place only', async () => {
    answer({ viewerUid: 'user-1' });
    renderView();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/places/edit/pl-1');
  });

  it('hides Edit from someone else signed in', async () => {
    answer({ viewerUid: 'user-2' });
    renderView();
    await screen.findByRole('heading', { level: 1, name: 'Congress Park Courts' });
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('getMe'));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says "Place not found" for a missing place', async () => {
    answer({ placeError: new ApiError(404, messages.placeNotFound) });
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Place not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events nearby' })).toHaveAttribute('href', '/discover');
  });
});
