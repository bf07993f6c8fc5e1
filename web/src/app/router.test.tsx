import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/constants/messages';
import { api } from '../lib/api-client';
import { eventSummary } from '../test/fixtures';
import { routes } from './router';

vi.mock('../lib/use-signed-in', () => ({ useSignedIn: () => false }));
vi.mock('../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

describe('app routes', () => {
  beforeEach(() => vi.mocked(api.call).mockResolvedValue({ items: [eventSummary()] }));

  it('shows the spec error page inside the app shell for an unknown path', async () => {
    renderAt('/no/such/page');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(within(main).getByText(messages.notFoundHint)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends the empty path to discover', async () => {
    const router = renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Discover events' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('serves /discover/events as the events view', async () => {
    renderAt('/discover/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover events' })).toBeInTheDocument();
  });

  it('treats a discover context without a page as an unknown path', async () => {
    renderAt('/discover/nowhere');
    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
  });

  it('has header links to Discover, Sign in and Sign up', async () => {
    renderAt('/discover');

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Rally home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderAt('/discover');
    await screen.findByRole('heading', { level: 1, name: 'Discover events' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
