import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../lib/api-client';
import { prepareKeepalive } from '../../../../lib/keepalive';
import { CreateTeamPage } from './create-team-page';

vi.mock('../../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
vi.mock('../../../../lib/keepalive', () => ({ prepareKeepalive: vi.fn() }));
vi.mock('../../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const call = vi.mocked(api.call);
/** The prepared keepalive request the motivation call goes out as (it must outlive the page). */
const keepalive = vi.fn();
const denver = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };

function renderForm(path = '/teams/create') {
  const router = createMemoryRouter(
    [
      { path: '/teams/create', element: <CreateTeamPage /> },
      { path: '/team/:id', element: <h1>Team page</h1> },
      { path: '/discover', element: <h1>Discover</h1> },
      { path: '/start/community', element: <h1>Start a community</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function fillToReview(kind: RegExp) {
  await userEvent.click(screen.getByRole('radio', { name: kind }));
  await next();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pickup Crew');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Pickleball');
  await next();
  await next();
  await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Den');
  await userEvent.click(await screen.findByRole('option', { name: 'Denver, CO' }));
  await next();
}

beforeEach(() => {
  keepalive.mockReset();
  vi.mocked(prepareKeepalive).mockReset();
  vi.mocked(prepareKeepalive).mockResolvedValue(keepalive as never);
  call.mockReset();
  call.mockImplementation(((id: string) => {
    if (id === 'searchCities') return Promise.resolve({ items: [denver] });
    if (id === 'sendCreateMotivation') return Promise.resolve({ sent: true });
    return Promise.reject(new Error(`unexpected ${id}`));
  }) as never);
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

    await userEvent.click(screen.getByRole('radio', { name: /^Team/ }));
    await next();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    const options = screen.getByRole('combobox', { name: 'Game type' }).querySelectorAll('option');
    expect(options[1]).toHaveTextContent('Other');
    await next();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Game type is required: choose one from the list')).toBeInTheDocument();
  });

  it('creates from the review page and opens the new team, without a motivation mail', async () => {
    call.mockImplementation(((id: string, args: { body?: unknown }) => {
      if (id === 'searchCities') return Promise.resolve({ items: [denver] });
      if (id === 'createTeam') return Promise.resolve({ id: 'team-9', name: 'Pickup Crew', ...(args.body as object) });
      return Promise.resolve({});
    }) as never);
    const router = renderForm('/teams/create?kind=community');
    await fillToReview(/^Community/);
    await next();
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create community' }));
    expect(await screen.findByRole('heading', { name: 'Team page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team/team-9');
    expect(call).toHaveBeenCalledWith('createTeam', {
      body: expect.objectContaining({
        kind: 'community',
        name: 'Pickup Crew',
        gameType: 'Pickleball',
        city: 'Denver, CO',
      }) as unknown,
    });
    expect(call).not.toHaveBeenCalledWith('sendCreateMotivation', expect.anything());
    expect(keepalive).not.toHaveBeenCalled();
  });

  it('sends the motivation call with the page index when the person leaves at page 3, not at page 1', async () => {
    const router = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /^Team/ }));
    await router.navigate('/discover');
    await screen.findByRole('heading', { name: 'Discover' });
    expect(keepalive).not.toHaveBeenCalled();

    await router.navigate('/teams/create');
    await userEvent.click(await screen.findByRole('radio', { name: /^Team/ }));
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Half made');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Other');
    await next();
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await router.navigate('/discover');
    await screen.findByRole('heading', { name: 'Discover' });
    // Sent as the page unmounts, after the next route has rendered: wait for it on a busy machine.
    await vi.waitFor(() => expect(keepalive).toHaveBeenCalledWith({ body: { pageIndex: 3 } }));
    expect(keepalive).toHaveBeenCalledTimes(1);
    expect(call).not.toHaveBeenCalledWith('sendCreateMotivation', expect.anything());
  });

  it('sends the motivation call at once on pagehide, as the prepared keepalive request', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /^Team/ }));
    await next();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    await vi.waitFor(() => expect(prepareKeepalive).toHaveBeenCalledWith('sendCreateMotivation'));
    await Promise.resolve();

    window.dispatchEvent(new Event('pagehide'));
    // Synchronously: nothing awaited runs once the page is going away.
    expect(keepalive).toHaveBeenCalledWith({ body: { pageIndex: 2 } });
    expect(call).not.toHaveBeenCalledWith('sendCreateMotivation', expect.anything());
  });

  it('puts a taken organization slug back on its page with the server message', async () => {
    call.mockImplementation(((id: string) => {
      if (id === 'searchCities') return Promise.resolve({ items: [denver] });
      if (id === 'createTeam') return Promise.reject(new ApiError(409, 'That address is taken: pick another slug.'));
      return Promise.resolve({});
    }) as never);
    renderForm();
    await fillToReview(/^Organization/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'denver-sports');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(/That address is taken: pick another slug./);
  });
});
