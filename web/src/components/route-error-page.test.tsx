import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { renderRoute } from '../test/render-route';
import { clearAndReload } from '../lib/clear-and-reload';
import { RootErrorBoundary } from './route-error-page';

vi.mock('../lib/clear-and-reload', () => ({ clearAndReload: vi.fn(() => Promise.resolve()) }));

function renderThrowing(error: unknown) {
  return renderRoute('/', {
    routes: [
      {
        path: '/',
        ErrorBoundary: RootErrorBoundary,
        loader: () => {
          throw error;
        },
        Component: () => null,
        HydrateFallback: () => null,
      },
    ],
  });
}

describe('route error boundary', () => {
  it('shows the thrown error with a way to reload and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderThrowing(new Error('Boom in a loader'));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Boom in a loader');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('explains a chunk that failed to load after a deploy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderThrowing(new TypeError('Failed to fetch dynamically imported module: /assets/discover-abc.js'));

    expect(await screen.findByRole('alert')).toHaveTextContent('A new version of Rally is available. Reload to continue.');
    screen.getByRole('button', { name: 'Reload page' }).click();
    // Stale workers and caches are cleared before the reload (with its 5 s failsafe).
    expect(clearAndReload).toHaveBeenCalledTimes(1);
  });

  it('shows the spec not-found page for a thrown 404', async () => {
    renderThrowing(new Response(null, { status: 404, statusText: 'Not Found' }));

    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
  });
});
