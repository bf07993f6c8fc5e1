import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/constants/messages';
import { useSignedIn } from '../lib/use-signed-in';
import { ErrorPage } from './error-page';

vi.mock('../lib/use-signed-in', () => ({ useSignedIn: vi.fn() }));
const signedIn = vi.mocked(useSignedIn);

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/no-such-page']}>
      <ErrorPage />
    </MemoryRouter>,
  );
}

describe('ErrorPage', () => {
  beforeEach(() => signedIn.mockReset());

  it('shows the spec text for an unknown path, word for word', () => {
    signedIn.mockReturnValue(false);
    renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Beans is having a "RUFF" time finding your page.');
    expect(screen.getByText('Maybe try another page, please?')).toBeInTheDocument();
    expect(messages.notFoundTitle).toBe('Beans is having a "RUFF" time finding your page.');
  });

  it('offers the sign-up link to a signed-out visitor', () => {
    signedIn.mockReturnValue(false);
    renderPage();

    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('link', { name: 'Discover events' })).not.toBeInTheDocument();
  });

  it('offers the discover-events link to a signed-in visitor', () => {
    signedIn.mockReturnValue(true);
    renderPage();

    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows no home link until it knows whether the visitor is signed in', () => {
    signedIn.mockReturnValue(undefined);
    renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('titles the document', () => {
    signedIn.mockReturnValue(false);
    renderPage();

    expect(document.title).toBe('Page not found | Rally');
  });
});
