import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../lib/api-client';
import type { ListedTeam } from '../api/team-lists';
import { KindListPage } from './kind-list-page';
import { MyCommunitiesPage } from './my-communities-page';
import { TeamsDirectoryPage } from './teams-directory-page';

vi.mock('../../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
vi.mock('../../../../lib/use-signed-in', () => ({ useSignedIn: () => true }));
const call = vi.mocked(api.call);

const team = (overrides: Partial<ListedTeam> = {}): ListedTeam => ({
  id: 'team-1',
  name: 'Mile High FC',
  kind: 'team',
  gameType: 'Soccer',
  description: 'Co-ed rec soccer.',
  city: 'Denver, CO',
  lat: 39.74,
  lng: -104.95,
  photoURL: null,
  joinPolicy: 'open',
  external: false,
  externalUrl: null,
  slug: null,
  creatorId: 'owner-1',
  memberCount: 1,
  publicRoster: false,
  subscriptionLevel: 'ROOKIE',
  subscription: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const pageOf = (items: ListedTeam[], page = 1, hasMore = false) => ({
  items,
  total: items.length + (hasMore ? 12 : 0),
  page,
  hasMore,
});

/** Answers by route id; `getMe` is the signed-in profile. */
function answer(handlers: Record<string, (args: never) => unknown>) {
  call.mockImplementation(((id: string, args: never) => {
    if (id === 'getMe') return Promise.resolve({ uid: 'me-1', defaultCity: { name: 'Boulder, CO', lat: 40.015, lng: -105.27 } });
    const handler = handlers[id];
    if (!handler) return Promise.reject(new Error(`unexpected call ${id}`));
    return Promise.resolve().then(() => handler(args));
  }) as never);
}

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

beforeEach(() => {
  call.mockReset();
  window.scrollTo = vi.fn();
});

describe('KindListPage', () => {
  it('lists external teams with a link out that opens safely in a new tab', async () => {
    answer({
      listTeams: () => pageOf([team({ external: true, externalUrl: 'https://rugby.example.com', name: 'Rockies Rugby' })]),
    });
    renderAt('/external-teams', <KindListPage title="External teams" intro="x" what="external teams" external />);
    const link = await screen.findByRole('link', { name: /Visit Rockies Rugby’s website/ });
    expect(link).toHaveAttribute('href', 'https://rugby.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer ugc');
    expect(call).toHaveBeenCalledWith('listTeams', { query: { page: 1, limit: 12, external: 'true' } });
  });

  it('links organizations to their org/{slug} address and pages through the list', async () => {
    answer({
      listTeams: ({ query }: { query: { page: number } }) =>
        query.page === 1
          ? pageOf([team({ id: 'org-1', kind: 'organization', name: 'Denver Sports Co', slug: 'denver-sports' })], 1, true)
          : pageOf([team({ id: 'org-2', kind: 'organization', name: 'Boulder Clubs', slug: null })], 2),
    });
    const router = renderAt(
      '/organizations',
      <KindListPage title="Organizations" intro="x" what="organizations" kind="organization" />,
    );
    expect(await screen.findByRole('link', { name: 'Denver Sports Co' })).toHaveAttribute('href', '/org/denver-sports');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Boulder Clubs' })).toHaveAttribute('href', '/organization/org-2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when there is nothing yet, and offers to start one', async () => {
    answer({ listTeams: () => pageOf([]) });
    renderAt('/leagues', <KindListPage title="Leagues" intro="x" what="leagues" kind="league" createKind="league" />);
    expect(await screen.findByText('No leagues yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start one' })).toHaveAttribute('href', '/teams/create?kind=league');
  });

  it('shows the failure and retries', async () => {
    call.mockRejectedValueOnce(new ApiError(500, 'Something went wrong on our side.'));
    renderAt('/leagues', <KindListPage title="Leagues" intro="x" what="leagues" kind="league" />);
    expect(await screen.findByText(/We couldn’t load leagues. Something went wrong on our side./)).toBeInTheDocument();
    answer({ listTeams: () => pageOf([team({ kind: 'league', name: 'Front Range Rec League' })]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Front Range Rec League' })).toBeInTheDocument();
  });
});

describe('TeamsDirectoryPage', () => {
  it("searches near the profile's city, and filters change the query and the URL", async () => {
    answer({ listNearbyTeams: () => pageOf([team()]), listTeams: () => pageOf([team({ name: 'Newest Team' })]) });
    const router = renderAt('/teams-v3', <TeamsDirectoryPage />);
    expect(await screen.findByRole('link', { name: 'Mile High FC' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('listNearbyTeams', {
      query: { lat: 40.015, lng: -105.27, radius: 15, page: 1, limit: 12 },
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'community');
    expect(router.state.location.search).toBe('?kind=community');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or description' }), 'crew');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?kind=community&q=crew');
    expect(call).toHaveBeenLastCalledWith('listNearbyTeams', {
      query: expect.objectContaining({ kind: 'community', q: 'crew' }) as unknown,
    });

    await userEvent.click(screen.getByRole('radio', { name: 'All, newest first' }));
    expect(await screen.findByRole('link', { name: 'Newest Team' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scope=all&kind=community');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('MyCommunitiesPage', () => {
  it('groups the caller’s teams with their role', async () => {
    answer({
      listUserTeams: () => ({
        items: [
          { teamId: 't1', name: 'Mile High FC', kind: 'team', role: 'owner', photoURL: null },
          { teamId: 'c1', name: 'Pickup Crew', kind: 'community', role: 'member', photoURL: null },
          { teamId: 'o1', name: 'Denver Sports Co', kind: 'organization', role: 'admin', photoURL: null },
        ],
      }),
    });
    renderAt('/my-communities', <MyCommunitiesPage />);
    const communities = await screen.findByRole('region', { name: 'Communities' });
    expect(within(communities).getByRole('link', { name: 'Pickup Crew' })).toHaveAttribute('href', '/team/c1');
    expect(within(communities).getByText('Member')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Teams' })).getByText('Owner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Leagues and organizations' })).getByRole('link', { name: 'Denver Sports Co' }),
    ).toHaveAttribute('href', '/organization/o1');
    expect(call).toHaveBeenCalledWith('listUserTeams', { params: { uid: 'me-1' } });
  });

  it('offers ways in when the caller is on nothing yet', async () => {
    answer({ listUserTeams: () => ({ items: [] }) });
    renderAt('/my-communities', <MyCommunitiesPage />);
    expect(await screen.findByText('You are not on any team or community yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn about starting a community' })).toHaveAttribute('href', '/start/community');
  });
});
