import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedDialog } from '@web/lib/auth-dialog';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { newUserProfile, profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { AuthDialogPage } from './auth-dialog-page';

const site = 'https://dinks.example.com';
const dinks = {
  id: 'site-1',
  creatorId: 'someone',
  title: 'Denver Dink Squad',
  pages: [],
  settings: { logos: { primary: '', secondary: '' } },
  domain: 'dinks.example.com',
  teamId: 'team-1',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
};
const dialogUrl = (origin: string) => `/auth-dialog?${new URLSearchParams({ origin }).toString()}`;
let postMessage: ReturnType<typeof vi.fn>;
let close: ReturnType<typeof vi.fn<() => void>>;

function render(url: string, as: 'visitor' | 'user' = 'user') {
  return renderRoute(url, {
    as,
    routes: [
      { path: '/auth-dialog', element: <AuthDialogPage /> },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
  });
}

describe('the sign-in pop-up (auth-dialog route)', () => {
  beforeEach(() => {
    postMessage = vi.fn();
    close = vi.fn<() => void>();
    vi.stubGlobal('opener', { postMessage });
    vi.spyOn(window, 'close').mockImplementation(close);
    fakeApi.on('getMe', profileDto({ displayName: 'Sam' }));
    fakeApi.on('getSiteByDomain', ({ params }) => {
      if (params.domain === 'dinks.example.com') return dinks;
      throw new FakeApiError(404, 'Website not found');
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    embeddedDialog.forget();
  });

  it("posts who signed in, with no token, to the verified site's origin only, then closes", async () => {
    render(dialogUrl(site));
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage).toHaveBeenCalledWith({ type: 'rally:signed-in', uid: 'user-1', name: 'Sam' }, site);
    expect(close).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('You are signed in as Sam');
    expect(fakeApi.calls('getSiteByDomain').map((c) => c.params)).toEqual([{ domain: 'dinks.example.com' }]);
  });

  it('tells an origin with no published site nothing', async () => {
    render(dialogUrl('https://unlisted.example.com'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in window was not opened by a website that uses Rally');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('refuses a target that is not exactly an origin (never "*") without asking the server', async () => {
    for (const origin of ['*', `${site}/page`]) {
      const { unmount } = render(dialogUrl(origin));
      expect(await screen.findByRole('alert')).toHaveTextContent('not opened by a website');
      unmount();
    }
    expect(fakeApi.calls('getSiteByDomain')).toEqual([]);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('sends a visitor through sign-in with the pop-up as the way back', async () => {
    const { router } = render(dialogUrl(site), 'visitor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(dialogUrl(site));
    expect(embeddedDialog.pending()).toBe(dialogUrl(site));
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('sends a new person to set up the profile first, remembering to come back', async () => {
    fakeApi.on('getMe', newUserProfile());
    const { router } = render(dialogUrl(site));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(embeddedDialog.pending()).toBe(dialogUrl(site));
    expect(postMessage).not.toHaveBeenCalled();
  });
});
