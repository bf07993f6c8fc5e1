import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { teamDto } from '@web/features/teams/fixtures';
import { TeamByHost } from './team-guard';

function renderOnHost(host: string) {
  return renderRoute('/team', {
    as: 'visitor',
    routes: [
      { path: '/team', element: <TeamByHost host={host} teamHref={(id) => `http://rally.test/team/${id}`} /> },
      { path: '/', element: <h1>Root</h1> },
    ],
  });
}

describe('the team guard on a custom domain', () => {
  it("finds the team by the host's domain, sets the title and description, and opens its page on the product's origin", async () => {
    fakeApi.on('getTeamByDomain', teamDto({ id: 'team-9', name: 'Eastside FC', description: 'Sunday football by the river.' }));
    renderOnHost('play.eastside.example');
    const link = await screen.findByRole('link', { name: 'Eastside FC' });
    expect(link).toHaveAttribute('href', 'http://rally.test/team/team-9');
    expect(fakeApi.calls('getTeamByDomain').map((c) => c.params)).toEqual([{ domain: 'play.eastside.example' }]);
    expect(fakeApi.calls('getTeam')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Eastside FC | Rally'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Sunday football by the river.');
  });

  it('goes to the root when no team owns the domain', async () => {
    fakeApi.on('getTeamByDomain', () => {
      throw new FakeApiError(404, messages.teamNotFound);
    });
    const { router } = renderOnHost('nobody.example');
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
