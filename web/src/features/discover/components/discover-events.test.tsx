import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CITY } from '../../../../../shared/constants/limits';
import { ApiError, NETWORK_ERROR_MESSAGE, api } from '../../../lib/api-client';
import { eventSummary } from '../../../test/fixtures';
import { formatEventDate } from '../format';
import { DiscoverEvents } from './discover-events';

vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = vi.mocked(api.call);

function renderDiscover(url = '/discover') {
  const router = createMemoryRouter([{ path: '/discover', Component: DiscoverEvents }], { initialEntries: [url] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

const twoEvents = {
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
  beforeEach(() => call.mockReset());

  it('asks for events within 15 miles of Denver, CO by default', async () => {
    call.mockResolvedValue(twoEvents);
    renderDiscover();

    expect(screen.getByRole('heading', { level: 1, name: 'Discover events' })).toBeInTheDocument();
    expect(screen.getByLabelText('Radius')).toHaveValue('15');
    await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` });
    expect(call).toHaveBeenCalledWith('listNearbyEvents', {
      query: { lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng, radius: 15 },
    });
  });

  it('shows a loading skeleton, then one card per event with its details', async () => {
    call.mockResolvedValue(twoEvents);
    renderDiscover();

    expect(screen.getByTestId('events-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');

    const list = await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Pickup basketball' })).toBeInTheDocument();
    expect(first.getByText('Basketball')).toBeInTheDocument();
    expect(first.getByText(formatEventDate('2026-12-05T18:30:00.000Z'))).toHaveAttribute('datetime', '2026-12-05T18:30:00.000Z');
    expect(first.getByText('Cheesman Park')).toBeInTheDocument();
    expect(first.getByText('2.3 mi')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('0.4 mi')).toBeInTheDocument();

    expect(screen.queryByTestId('events-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 events within 15 miles');
  });

  it('says so when nothing is nearby', async () => {
    call.mockResolvedValue({ items: [] });
    renderDiscover();

    expect(await screen.findByText('No events found nearby. Try a larger radius.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error and loads again on retry', async () => {
    call.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR_MESSAGE)).mockResolvedValueOnce(twoEvents);
    renderDiscover();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load events.');
    expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('fetches again with the new radius and keeps it in the URL', async () => {
    call.mockResolvedValue(twoEvents);
    const router = renderDiscover();
    await screen.findByRole('list', { name: `Events near ${DEFAULT_CITY.name}` });

    await userEvent.selectOptions(screen.getByLabelText('Radius'), '25 miles');

    expect(call).toHaveBeenLastCalledWith('listNearbyEvents', {
      query: { lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng, radius: 25 },
    });
    expect(router.state.location.search).toBe('?radius=25');
    expect(await screen.findByRole('status')).toHaveTextContent('2 events within 25 miles');
  });

  it('reads the radius from the URL', async () => {
    call.mockResolvedValue(twoEvents);
    renderDiscover('/discover?radius=50');

    expect(screen.getByLabelText('Radius')).toHaveValue('50');
    await screen.findByRole('list');
    expect(call).toHaveBeenCalledWith('listNearbyEvents', { query: expect.objectContaining({ radius: 50 }) });
  });

  it('falls back to 15 miles for a radius outside 1-50 miles', async () => {
    call.mockResolvedValue(twoEvents);
    renderDiscover('/discover?radius=500');

    expect(screen.getByLabelText('Radius')).toHaveValue('15');
    await screen.findByRole('list');
  });
});
