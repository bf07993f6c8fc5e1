import { configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { messages } from '../../../../shared/constants/messages';
import { api } from '../../lib/api-client';
import { profileDto } from '../../test/fixtures';
import { routes } from '../router';

// Each route's first render loads its chunks (transformed on demand): give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../../lib/use-signed-in', () => ({ useSignedIn: () => session.signedIn }));
vi.mock('../../lib/auth', () => ({
  isSignedIn: vi.fn(async () => session.signedIn),
  getIdToken: vi.fn(async () => (session.signedIn ? 'id-token' : undefined)),
  signOut: vi.fn(),
  AUTH_STATE_KEY: 'auth:signed-in',
}));
vi.mock('../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});

const call = api.call as unknown as Mock<(id: string, args?: unknown) => Promise<unknown>>;
const place = {
  id: 'p1',
  name: 'Cheesman Park courts',
  address: '1599 E 8th Ave, Denver, CO',
  lat: 39.733,
  lng: -104.966,
  gameTypes: ['Pickleball'],
  description: '',
  creatorId: 'u2',
  createdAt: '2026-11-01T00:00:00.000Z',
  distanceMiles: 1.2,
};

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    // Screens that read through useApi have no fetcher of their own: the app's reads `[routeId, args]` keys.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: ([id, args]: [string, unknown]) => call(id, args) }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

describe('discover/{context} (spec §2: events, teams, places, players)', () => {
  beforeEach(() => {
    session.signedIn = false;
    call.mockReset();
    call.mockImplementation(async (id) => {
      if (id === 'getMe') return profileDto();
      if (id === 'listNearbyPlaces') return { items: [place], total: 1, page: 1, hasMore: false };
      if (id === 'listNotifications') return { items: [], unreadCount: 0 };
      return { items: [], total: 0, page: 1, hasMore: false };
    });
  });

  it('links the four contexts, marking the one shown', async () => {
    renderAt('/discover');
    const nav = await screen.findByRole('navigation', { name: 'Discover' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Events', '/discover/events'],
      ['Teams', '/discover/teams'],
      ['Places', '/discover/places'],
      ['Players', '/discover/players'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists teams near the city at /discover/teams', async () => {
    renderAt('/discover/teams');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find teams and communities' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('listNearbyTeams', expect.anything());
  });

  it('lists places nearest first at /discover/places, each linking to its page', async () => {
    renderAt('/discover/places');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover places' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Cheesman Park courts/ })).toHaveAttribute('href', '/places/view/p1');
  });

  it('shows players: the finder when signed in, the pitch otherwise', async () => {
    session.signedIn = true;
    renderAt('/discover/players');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find players' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Discover' })).getByRole('link', { name: 'Players' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('treats any other context as an unknown path', async () => {
    renderAt('/discover/games');
    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
  });
});

describe('/team without an id (spec §2 team guard)', () => {
  it('goes to the root, which sends a visitor on to sign-up', async () => {
    const router = renderAt('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
  });
});
