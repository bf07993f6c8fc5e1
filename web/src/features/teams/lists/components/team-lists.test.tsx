import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutputOf } from '@shared/api/routes';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { teamDto, teamsPage as pageOf } from '@web/features/teams/fixtures';
import { KindListPage } from './kind-list-page';
import { MyCommunitiesPage } from './my-communities-page';
import { TeamsDirectoryPage } from './teams-directory-page';

type ListedTeam = OutputOf<'listTeams'>['items'][number];

const team = (overrides: Partial<ListedTeam> = {}): ListedTeam =>
  teamDto({ description: 'Co-ed rec soccer.', photoURL: null, memberCount: 1, version: 1, ...overrides });

/** The signed-in person, at home in Boulder; a test answers the list routes it reads. */
beforeEach(() => {
  fakeApi.on(
    'getMe',
    profileDto({ uid: 'me-1', id: 'me-1', defaultCity: { name: 'Boulder, CO', lat: 40.015, lng: -105.27, hash: '9xj5s' } }),
  );
  window.scrollTo = vi.fn();
});

/** The query a list route received, call by call (as the API parsed it: numbers and booleans). */
const queries = (id: 'listTeams' | 'listNearbyTeams') => fakeApi.calls(id).map((call) => call.query);

function renderAt(path: string, element: ReactElement) {
  const { router, user } = renderRoute(path, { as: 'user', routes: [{ path: path.split('?')[0]!, element }] });
  return { router, user };
}

describe('KindListPage', () => {
  it('lists external teams with a link out that opens safely in a new tab', async () => {
    fakeApi.on('listTeams', pageOf([team({ external: true, externalUrl: 'https://rugby.example.com', name: 'Rockies Rugby' })]));
    renderAt(
      '/external-teams',
      <KindListPage title="External teams" intro="x" what="external teams" emptyTitle="No external teams yet." external />,
    );
    const link = await screen.findByRole('link', { name: /Visit Rockies Rugby’s website/ });
    expect(link).toHaveAttribute('href', 'https://rugby.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer ugc');
    expect(queries('listTeams')).toContainEqual({ page: 1, limit: 12, external: true });
  });

  it('links organizations to their org/{slug} address and pages through the list', async () => {
    fakeApi.on('listTeams', ({ query }) =>
      query.page === 1
        ? pageOf([team({ id: 'org-1', kind: 'organization', name: 'Denver Sports Co', slug: 'denver-sports' })], 1, true)
        : pageOf([team({ id: 'org-2', kind: 'organization', name: 'Boulder Clubs', slug: null })], 2),
    );
    const { router, user } = renderAt(
      '/organizations',
      <KindListPage
        title="Organizations"
        intro="x"
        what="organizations"
        emptyTitle="No organizations yet."
        kind="organization"
      />,
    );
    expect(await screen.findByRole('link', { name: 'Denver Sports Co' })).toHaveAttribute('href', '/org/denver-sports');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Boulder Clubs' })).toHaveAttribute('href', '/organization/org-2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when there is nothing yet, and offers to start one', async () => {
    fakeApi.on('listTeams', pageOf([]));
    renderAt(
      '/leagues',
      <KindListPage title="Leagues" intro="x" what="leagues" emptyTitle="No leagues yet." kind="league" createKind="league" />,
    );
    expect(await screen.findByText('No leagues yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start one' })).toHaveAttribute('href', '/teams/create?kind=league');
  });

  it('shows the failure and retries', async () => {
    fakeApi.on('listTeams', () => {
      throw new FakeApiError(500, 'Something went wrong on our side.');
    });
    const { user } = renderAt(
      '/leagues',
      <KindListPage title="Leagues" intro="x" what="leagues" emptyTitle="No leagues yet." kind="league" />,
    );
    expect(await screen.findByText(/We couldn’t load leagues. Something went wrong on our side./)).toBeInTheDocument();
    fakeApi.on('listTeams', pageOf([team({ kind: 'league', name: 'Front Range Rec League' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Front Range Rec League' })).toBeInTheDocument();
  });
});

describe('TeamsDirectoryPage', () => {
  it("searches near the profile's city, and filters change the query and the URL", async () => {
    fakeApi.on('listNearbyTeams', pageOf([team()]));
    fakeApi.on('listTeams', pageOf([team({ name: 'Newest Team' })]));
    const { router, user } = renderAt('/teams-v3', <TeamsDirectoryPage />);
    expect(await screen.findByRole('link', { name: 'Mile High FC' })).toBeInTheDocument();
    expect(queries('listNearbyTeams')).toContainEqual({ lat: 40.015, lng: -105.27, radius: 15, page: 1, limit: 12 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'community');
    expect(router.state.location.search).toBe('?kind=community');
    await user.type(screen.getByRole('searchbox', { name: 'Name or description' }), 'crew');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?kind=community&q=crew');
    await vi.waitFor(() =>
      expect(queries('listNearbyTeams').at(-1)).toEqual(expect.objectContaining({ kind: 'community', q: 'crew' })),
    );

    await user.click(screen.getByRole('radio', { name: 'All, newest first' }));
    expect(await screen.findByRole('link', { name: 'Newest Team' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scope=all&kind=community');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('MyCommunitiesPage', () => {
  it('groups the caller’s teams with their role', async () => {
    fakeApi.on('listUserTeams', {
      items: [
        { teamId: 't1', name: 'Mile High FC', kind: 'team', role: 'owner', photoURL: null },
        { teamId: 'c1', name: 'Pickup Crew', kind: 'community', role: 'member', photoURL: null },
        { teamId: 'o1', name: 'Denver Sports Co', kind: 'organization', role: 'admin', photoURL: null },
      ],
    });
    renderAt('/my-communities', <MyCommunitiesPage />);
    const communities = await screen.findByRole('region', { name: 'Communities' });
    expect(within(communities).getByRole('link', { name: 'Pickup Crew' })).toHaveAttribute('href', '/team/c1');
    expect(within(communities).getByText('Member')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Teams' })).getByText('Owner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Leagues and organizations' })).getByRole('link', { name: 'Denver Sports Co' }),
    ).toHaveAttribute('href', '/organization/o1');
    expect(fakeApi.calls('listUserTeams').map((call) => call.params)).toContainEqual({ uid: 'me-1' });
  });

  it('offers ways in when the caller is on nothing yet', async () => {
    fakeApi.on('listUserTeams', { items: [] });
    renderAt('/my-communities', <MyCommunitiesPage />);
    expect(await screen.findByText('You are not on any team or community yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn about starting a community' })).toHaveAttribute('href', '/start/community');
  });
});
