import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import * as findPlayers from './find-players';

// Each route's first render loads its chunks (transformed on demand): give them time on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function renderFindPlayers(as: 'visitor' | 'user') {
  fakeApi.on('getMe', profileDto());
  fakeApi.on('listNearbyPlayers', { items: [], total: 0, page: 1, hasMore: false });
  return renderRoute('/find-players', { as, routes: [{ path: '/find-players', ...findPlayers }] });
}

describe('find-players (spec §2: a public marketing page)', () => {
  it('shows a signed-out visitor the pitch and a sign-up call that comes back here, and asks the API nothing', async () => {
    renderFindPlayers('visitor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Never be a player short' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign up to find players' })[0]).toHaveAttribute('href', '/sign-up?redirect=%2Ffind-players');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Ffind-players');
    expect(fakeApi.calls()).toEqual([]);
  });

  it('shows a signed-in person the finder', async () => {
    renderFindPlayers('user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find players' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter players' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up to find players' })).not.toBeInTheDocument();
  });
});
