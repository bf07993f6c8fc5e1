import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { renderRoute } from '../test/render-route';
import { ErrorPage } from './error-page';

function renderPage(as: 'visitor' | 'user' = 'visitor') {
  return renderRoute('/no-such-page', { as, element: <ErrorPage /> });
}

describe('ErrorPage', () => {
  it('shows the spec text for an unknown path, word for word', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Beans is having a "RUFF" time finding your page.');
    expect(screen.getByText('Maybe try another page, please?')).toBeInTheDocument();
    expect(messages.notFoundTitle).toBe('Beans is having a "RUFF" time finding your page.');
  });

  it('offers the sign-up link to a signed-out visitor', async () => {
    renderPage();

    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('link', { name: 'Discover events' })).not.toBeInTheDocument();
  });

  it('offers the discover-events link to a signed-in visitor', async () => {
    renderPage('user');

    expect(await screen.findByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows no home link until it knows whether the visitor is signed in', () => {
    // The session check has not answered yet on the first render.
    renderPage('user');

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('titles the document', () => {
    renderPage();

    expect(document.title).toBe('Page not found | Rally');
  });
});
