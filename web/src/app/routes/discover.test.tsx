import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';

// Each route's first render loads its chunks (transformed on demand): give them time on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let signedIn = false;
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
  return renderRoute(url, { as: signedIn ? 'user' : 'visitor' }).router;
}

const nothing = { items: [], total: 0, page: 1, hasMore: false };

describe('discover/{context} (spec §2: events, teams, places, players)', () => {
  beforeEach(() => {
    signedIn = false;
    fakeApi.on('getMe', profileDto());
    fakeApi.on('listNearbyPlaces', { items: [place], total: 1, page: 1, hasMore: false });
    fakeApi.on('listNotifications', { items: [], unreadCount: 0 });
    fakeApi.on('listNearbyEvents', nothing);
    fakeApi.on('listNearbyTeams', nothing);
    fakeApi.on('listNearbyPlayers', nothing);
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
    await waitFor(() => expect(fakeApi.calls('listNearbyTeams')).not.toHaveLength(0));
  });

  it('lists places nearest first at /discover/places, each linking to its page', async () => {
    renderAt('/discover/places');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover places' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Cheesman Park courts/ })).toHaveAttribute('href', '/places/view/p1');
  });

  it('shows players: the finder when signed in, the pitch otherwise', async () => {
    signedIn = true;
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
