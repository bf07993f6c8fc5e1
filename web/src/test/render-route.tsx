import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { onTestFinished } from 'vitest';
import { ADMIN_GROUP } from '@shared/api/route-def';
import type { WebConfig } from '@shared/schemas/config';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { setConfigForTesting } from '../config';
import { setIdTokenForTesting } from '../lib/auth';
import { TEST_API_URL } from './fake-api';
import { testConfig } from './fixtures';

export interface RenderRouteOptions {
  /** Who is looking: signed out (the default), a signed-in person, or an admin. */
  as?: 'visitor' | 'user' | 'admin';
  /** Render this element at every path instead of the app's route table (a component test). */
  element?: ReactElement;
  /** Or these routes. */
  routes?: RouteObject[];
  config?: Partial<WebConfig>;
}

export interface RenderedRoute extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned token shaped like Cognito's id token: the web only reads its groups (the fake API trusts it). */
export function fakeIdToken(admin = false): string {
  return `${base64url({ alg: 'none' })}.${base64url({ sub: 'test-user', token_use: 'id', ...(admin ? { 'cognito:groups': [ADMIN_GROUP] } : {}) })}.`;
}

/**
 * The web test harness: the app's providers and router at `url`, API calls answered by `fakeApi`
 * (answers checked against the route table), the session chosen by `as`, and a user-event instance.
 */
export function renderRoute(url: string, { as = 'visitor', element, routes, config }: RenderRouteOptions = {}): RenderedRoute {
  setIdTokenForTesting(as === 'visitor' ? null : fakeIdToken(as === 'admin'));
  onTestFinished(() => {
    setIdTokenForTesting(undefined);
    setConfigForTesting(undefined);
  });
  setConfigForTesting({ ...testConfig, apiUrl: TEST_API_URL, ...config });
  const table = routes ?? (element ? [{ path: '*', element }] : appRoutes);
  const router = createMemoryRouter(table, { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>,
  );
  return { ...result, user, router };
}
