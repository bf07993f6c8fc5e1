import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gameTypes } from '@shared/constants/lists';
import { prepareKeepalive } from '@web/lib/keepalive';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { teamDto } from '@web/features/teams/fixtures';
import { CreateTeamPage } from './create-team-page';

vi.mock('@web/lib/keepalive', () => ({ prepareKeepalive: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
/** The prepared keepalive request the motivation call goes out as (it must outlive the page). */
const keepalive = vi.fn();
const denver = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };

let user: UserEvent;

function renderForm(path = '/teams/create') {
  const rendered = renderRoute(path, {
    as: 'user',
    routes: [
      { path: '/teams/create', element: <CreateTeamPage /> },
      { path: '/team/:id', element: <h1>Team page</h1> },
      { path: '/discover', element: <h1>Discover</h1> },
      { path: '/start/community', element: <h1>Start a community</h1> },
    ],
  });
  user = rendered.user;
  return rendered.router;
}

const next = () => user.click(screen.getByRole('button', { name: 'Next' }));

/** The game type select once its options (from the lists API) are in. */
async function gameTypeSelect() {
  const select = screen.getByRole('combobox', { name: 'Game type' });
  await within(select).findByRole('option', { name: 'Other' });
  return select;
}

async function fillToReview(kind: RegExp) {
  await user.click(screen.getByRole('radio', { name: kind }));
  await next();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pickup Crew');
  await user.selectOptions(await gameTypeSelect(), 'Pickleball');
  await next();
  await next();
  await user.type(screen.getByRole('combobox', { name: 'City' }), 'Den');
  await user.click(await screen.findByRole('option', { name: 'Denver, CO' }));
  await next();
}

beforeEach(() => {
  keepalive.mockReset();
  vi.mocked(prepareKeepalive).mockReset();
  vi.mocked(prepareKeepalive).mockResolvedValue(keepalive as never);
  fakeApi.on('listGameTypes', { items: gameTypes.map((label) => ({ label })) });
  fakeApi.on('searchCities', { items: [denver] });
  fakeApi.on('sendCreateMotivation', { sent: true });
});

describe('Create Team', () => {
  it("names the missing field on Next, lists 'Other' first and links to start/community", async () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Learn more about starting a community' })).toHaveAttribute(
      'href',
      '/start/community',
    );
    await next();
    expect(await screen.findByText('Kind: choose a team, community, league or organization')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Team/ }));
    await next();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    const options = (await gameTypeSelect()).querySelectorAll('option');
    expect(options[1]).toHaveTextContent('Other');
    await next();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Game type is required: choose one from the list')).toBeInTheDocument();
  });

  it('creates from the review page and opens the new team, without a motivation mail', async () => {
    fakeApi.on('createTeam', ({ body }) =>
      teamDto({
        id: 'team-9',
        name: body.name,
        kind: body.kind,
        gameType: body.gameType,
        city: body.city,
        lat: body.lat,
        lng: body.lng,
      }),
    );
    const router = renderForm('/teams/create?kind=community');
    await fillToReview(/^Community/);
    await next();
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create community' }));
    expect(await screen.findByRole('heading', { name: 'Team page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team/team-9');
    expect(fakeApi.calls('createTeam').map((call) => call.body)).toContainEqual(
      expect.objectContaining({
        kind: 'community',
        name: 'Pickup Crew',
        gameType: 'Pickleball',
        city: 'Denver, CO',
      }),
    );
    expect(fakeApi.calls('sendCreateMotivation')).toEqual([]);
    expect(keepalive).not.toHaveBeenCalled();
  });

  it('sends the motivation call with the page index when the person leaves at page 3, not at page 1', async () => {
    const router = renderForm();
    await user.click(screen.getByRole('radio', { name: /^Team/ }));
    await router.navigate('/discover');
    await screen.findByRole('heading', { name: 'Discover' });
    expect(keepalive).not.toHaveBeenCalled();

    await router.navigate('/teams/create');
    await user.click(await screen.findByRole('radio', { name: /^Team/ }));
    await next();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Half made');
    await user.selectOptions(await gameTypeSelect(), 'Other');
    await next();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await router.navigate('/discover');
    await screen.findByRole('heading', { name: 'Discover' });
    // Sent as the page unmounts, after the next route has rendered: wait for it on a busy machine.
    await vi.waitFor(() => expect(keepalive).toHaveBeenCalledWith({ body: { pageIndex: 3 } }));
    expect(keepalive).toHaveBeenCalledTimes(1);
    expect(fakeApi.calls('sendCreateMotivation')).toEqual([]);
  });

  it('sends the motivation call at once on pagehide, as the prepared keepalive request', async () => {
    renderForm();
    await user.click(screen.getByRole('radio', { name: /^Team/ }));
    await next();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    await vi.waitFor(() => expect(prepareKeepalive).toHaveBeenCalledWith('sendCreateMotivation'));
    // The page's effects and the prepared sender settle first (a busy machine needs more than one
    // microtask); what the test proves is that the send on pagehide itself is synchronous.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    window.dispatchEvent(new Event('pagehide'));
    // Synchronously: nothing awaited runs once the page is going away.
    expect(keepalive).toHaveBeenCalledWith({ body: { pageIndex: 2 } });
    expect(fakeApi.calls('sendCreateMotivation')).toEqual([]);
  });

  it('sends the motivation call on beforeunload, before a full page load begins, and only once', async () => {
    renderForm();
    await user.click(screen.getByRole('radio', { name: /^Team/ }));
    await next();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Half made');
    await user.selectOptions(await gameTypeSelect(), 'Other');
    await next();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await vi.waitFor(() => expect(prepareKeepalive).toHaveBeenCalledWith('sendCreateMotivation'));
    await Promise.resolve();

    window.dispatchEvent(new Event('beforeunload'));
    // Synchronously, while the page is still whole; the pagehide that follows sends nothing more.
    expect(keepalive).toHaveBeenCalledWith({ body: { pageIndex: 3 } });
    window.dispatchEvent(new Event('pagehide'));
    expect(keepalive).toHaveBeenCalledTimes(1);
    expect(fakeApi.calls('sendCreateMotivation')).toEqual([]);
  });

  it('puts a taken organization slug back on its page with the server message', async () => {
    fakeApi.on('createTeam', () => {
      throw new FakeApiError(409, 'That address is taken: pick another slug.');
    });
    renderForm();
    await fillToReview(/^Organization/);
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'denver-sports');
    await next();
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      /That address is taken: pick another slug./,
    );
  });
});
