import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Render an auth page at `url`; every other path renders its own name, so tests can see where it went. */
export function renderPage(url: string, page: ReactNode) {
  const path = new URL(url, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const cognitoError = (name: string, message = name) => Object.assign(new Error(message), { name });
