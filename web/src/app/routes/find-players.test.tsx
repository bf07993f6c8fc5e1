import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { profileDto } from '../../test/fixtures';
import * as findPlayers from './find-players';

// Each route's first render loads its chunks (transformed on demand): give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const session = vi.hoisted(() => ({ signedIn: false as boolean | undefined }));
vi.mock('../../lib/use-signed-in', () => ({ useSignedIn: () => session.signedIn }));
vi.mock('../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});

function renderFindPlayers() {
  const router = createMemoryRouter([{ path: '/find-players', ...findPlayers }], { initialEntries: ['/find-players'] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('find-players (spec §2: a public marketing page)', () => {
  beforeEach(() => {
    vi.mocked(api.call).mockReset();
    vi.mocked(api.call).mockImplementation((async (id: string) => {
      if (id === 'getMe') return profileDto();
      return { items: [], total: 0, page: 1, hasMore: false };
    }) as never);
  });

  it('shows a signed-out visitor the pitch and a sign-up call that comes back here, and asks the API nothing', async () => {
    session.signedIn = false;
    renderFindPlayers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Never be a player short' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign up to find players' })[0]).toHaveAttribute('href', '/sign-up?redirect=%2Ffind-players');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Ffind-players');
    expect(api.call).not.toHaveBeenCalled();
  });

  it('shows a signed-in person the finder', async () => {
    session.signedIn = true;
    renderFindPlayers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find players' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter players' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up to find players' })).not.toBeInTheDocument();
  });
});
