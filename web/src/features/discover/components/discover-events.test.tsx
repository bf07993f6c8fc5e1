import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { TEST_API_URL, fakeApi, fakeApiServer } from '@web/test/fake-api';
import { eventSummary } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { DiscoverEvents } from './discover-events';
import { i18n } from '@web/lib/i18n';

function renderDiscover(url = '/discover') {
  return renderRoute(url, { routes: [{ path: '/discover', element: <DiscoverEvents /> }] });
}

/** The queries the page asked the API for, oldest first, as the API read them. */
const queries = () => fakeApi.calls('listNearbyEvents').map((call) => call.query);

const defaults = { pastFuture: 'future', sort: 'distance', page: 1, limit: 20 } as const;

const twoEvents = {
  total: 2,
  page: 1,
  hasMore: false,
  items: [
    eventSummary(),
    eventSummary({
      id: '01JEVENT000000000000000002',
      title: 'Board game night',
      gameType: 'Board games',
      location: { name: 'Denver Central Library', lat: 39.737, lng: -104.987 },
      distanceMiles: 0.4,
    }),
  ],
};

describe('DiscoverEvents', () => {
  it('asks for events within 15 miles of Denver, CO by default', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    renderDiscover();

    expect(screen.getByRole('heading', { level: 1, name: 'Discover events' })).toBeInTheDocument();
    expect(screen.getByLabelText('Radius')).toHaveValue('15');
    await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` });
    expect(queries()).toContainEqual({ lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng, radius: 15, ...defaults });
  });

  it('shows a loading skeleton, then one card per event with its details', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    renderDiscover();

    expect(screen.getByTestId('events-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');

    const list = await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Pickup basketball' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Pickup basketball' })).toHaveAttribute('href', '/evt/01JEVENT000000000000000001');
    expect(first.getByText('Basketball')).toBeInTheDocument();
    // In the event's zone; the viewer's time beside it is event-time.test.tsx's concern.
    expect(first.getByText('Sat, Dec 5, 11:30 AM MST')).toHaveAttribute('datetime', '2026-12-05T18:30:00.000Z');
    expect(first.getByText('Cheesman Park')).toBeInTheDocument();
    expect(first.getByText('2.3 mi')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('0.4 mi')).toBeInTheDocument();

    expect(screen.queryByTestId('events-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 events within 15 miles');
  });

  it('says so when nothing is nearby', async () => {
    fakeApi.on('listNearbyEvents', { items: [], total: 0, page: 1, hasMore: false });
    renderDiscover();

    expect(await screen.findByText('No events found nearby. Try a larger radius.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error and loads again on retry', async () => {
    // The first request never reaches the API (a network failure); the retry is answered.
    let unreachable = 0;
    fakeApiServer.use(
      http.get(
        `${TEST_API_URL}/api/events/nearby`,
        () => {
          unreachable += 1;
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    fakeApi.on('listNearbyEvents', twoEvents);
    const { user } = renderDiscover();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load events.');
    expect(alert).toHaveTextContent(i18n._(NETWORK_ERROR_MESSAGE));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(unreachable).toBe(1);
    expect(queries()).toHaveLength(1);
  });

  it('fetches again with the new radius and keeps it in the URL', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    const { user, router } = renderDiscover();
    await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` });

    await user.selectOptions(screen.getByLabelText('Radius'), '25 miles');

    await vi.waitFor(() => expect(queries().at(-1)).toEqual({ lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng, radius: 25, ...defaults }));
    expect(router.state.location.search).toBe('?radius=25');
    expect(await screen.findByRole('status')).toHaveTextContent('2 events within 25 miles');
  });

  it('reads the radius from the URL', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    renderDiscover('/discover?radius=50');

    expect(screen.getByLabelText('Radius')).toHaveValue('50');
    await screen.findByRole('list');
    expect(queries()).toContainEqual(expect.objectContaining({ radius: 50 }));
  });

  it('falls back to 15 miles for a radius outside 1-50 miles', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    renderDiscover('/discover?radius=500');

    expect(screen.getByLabelText('Radius')).toHaveValue('15');
    await screen.findByRole('list');
  });
});

describe('DiscoverEvents filters', () => {
  it('sends the date range as epoch ms from the start of the first day to the end of the last, in the viewer zone', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    renderDiscover('/discover?from=2026-12-01&to=2026-12-03');
    await screen.findByRole('list');
    expect(queries()).toContainEqual(
      expect.objectContaining({
        from: new Date(2026, 11, 1, 0, 0, 0, 0).getTime(),
        to: new Date(2026, 11, 3, 23, 59, 59, 999).getTime(),
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-12-03');
  });

  it('reads game type, text, past and date order from the URL', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    renderDiscover('/discover?type=Basketball&q=hoops&when=past&sort=date');
    await screen.findByRole('list');
    expect(queries()).toContainEqual(expect.objectContaining({ gameType: 'Basketball', q: 'hoops', pastFuture: 'past', sort: 'date' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Past events' })).toBeInTheDocument();
    expect(screen.getByLabelText('Game type')).toHaveValue('Basketball');
    expect(screen.getByLabelText('Search events')).toHaveValue('hoops');
    expect(screen.getByRole('radio', { name: 'Past' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('date');
  });

  it('searches the typed text after a pause and puts it in the URL', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    const { user, router } = renderDiscover();
    await screen.findByRole('list');
    await user.type(screen.getByLabelText('Search events'), 'soccer');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=soccer'), { timeout: 2000 });
    await vi.waitFor(() => expect(queries().at(-1)).toEqual(expect.objectContaining({ q: 'soccer' })));
  });

  it('does not search a backwards date range and says why', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    renderDiscover('/discover?from=2026-12-05&to=2026-12-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date must be after the start date');
    expect(fakeApi.calls()).toEqual([]);
  });

  it('loads the next page with "Load more" while there is more', async () => {
    fakeApi.on('listNearbyEvents', ({ query }) =>
      query.page === 2
        ? { items: [eventSummary({ id: '01JEVENT000000000000000003', title: 'Late tennis' })], total: 3, page: 2, hasMore: false }
        : { ...twoEvents, total: 3, hasMore: true },
    );
    const { user } = renderDiscover();
    await screen.findByRole('list');
    expect(screen.getByRole('status')).toHaveTextContent('3 events within 15 miles');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Late tennis' })).toBeInTheDocument();
    expect(queries().at(-1)).toEqual(expect.objectContaining({ page: 2 }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('clears every filter at once', async () => {
    fakeApi.on('listNearbyEvents', twoEvents);
    const { user, router } = renderDiscover('/discover?radius=25&type=Soccer&when=past');
    await screen.findByRole('list');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?radius=25');
  });
});
