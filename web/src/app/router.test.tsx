import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '../lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import { setIdTokenForTesting, signOut } from '../lib/auth';
import { fakeApi } from '../test/fake-api';
import { eventSummary, newUserProfile, profileDto } from '../test/fixtures';
import { renderRoute } from '../test/render-route';

vi.mock('../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
// Sign-out talks to Cognito: the tests decide how it ends. The session itself is renderRoute's.
vi.mock('../lib/auth', async (importOriginal) => ({ ...(await importOriginal<typeof import('../lib/auth')>()), signOut: vi.fn() }));

let me = profileDto();
let signedIn = false;

function renderAt(url: string) {
  return renderRoute(url, { as: signedIn ? 'user' : 'visitor' }).router;
}

describe('app routes', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signedIn = false;
    me = profileDto();
    fakeApi.on('getMe', () => me);
    fakeApi.on('listGenders', { items: ['Any', 'Male', 'Female'] });
    fakeApi.on('listGameTypes', { items: [{ label: 'Soccer' }] });
    fakeApi.on('listFamilyConnections', { items: [] });
    fakeApi.on('getMyCalendarFeed', {
      url: `https://rally.test/api/calendar/${'a'.repeat(43)}.ics`,
      webcalUrl: `webcal://rally.test/api/calendar/${'a'.repeat(43)}.ics`,
    });
    fakeApi.on('listNotifications', { items: [], unreadCount: 2 });
    fakeApi.on('listNearbyEvents', { items: [eventSummary()], total: 1, page: 1, hasMore: false });
  });

  it('shows the spec error page inside the app shell for an unknown path', async () => {
    renderAt('/no/such/page');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(within(main).getByText(messages.notFoundHint)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends the empty path to sign-up (spec §2)', async () => {
    const router = renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
  });

  it('sends a signed-in visitor from sign-up or login on to discover, or to their return-to target', async () => {
    signedIn = true;
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover events' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');

    await router.navigate('/login?redirect=%2Fsettings%3Ftab%3Dprivacy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=privacy');
  });

  it.each([
    ['/login', 'Sign in'],
    ['/auth/login', 'Sign in'],
    ['/sign-up', 'Create your account'],
    ['/auth/sign-up', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
    ['/auth/forgot-password', 'Reset your password'],
    ['/verify-email', 'Verify your email'],
    ['/auth/verify-email', 'Verify your email'],
  ])('serves the auth page %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('guards settings: a signed-out visitor goes to login and comes back after', async () => {
    const router = renderAt('/settings?tab=privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fsettings%3Ftab%3Dprivacy');
  });

  it('shows the settings tabs to an existing user, General holding the profile form', async () => {
    signedIn = true;
    renderAt('/settings');

    expect(await screen.findByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Settings' })).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    // §2: alternate e-mails and family members below the form for an existing user.
    expect(screen.getByRole('heading', { name: 'Alternate emails' })).toBeInTheDocument();
    expect(await screen.findByText('No family members yet.')).toBeInTheDocument();
  });

  it('serves notifications to a signed-in user, with the unread count in the header link', async () => {
    signedIn = true;
    renderAt('/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
  });

  it('sends a new user from settings to the first-sign-up profile form', async () => {
    signedIn = true;
    me = newUserProfile();
    const router = renderAt('/settings?tab=privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'More Information' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    expect(screen.getByRole('button', { name: 'Setup Account' })).toBeDisabled();
  });

  it('sends an existing user from the first-sign-up form to the settings tabs', async () => {
    signedIn = true;
    const router = renderAt('/settings/profile');

    expect(await screen.findByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('offers the discover-events link on an unknown path to a signed-in visitor', async () => {
    signedIn = true;
    renderAt('/no/such/page');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  });

  it('shows a message kept across a reload (the new-user welcome) once the app is back', async () => {
    sessionStorage.setItem('rally:flash', 'Welcome to Rally!');
    renderAt('/discover');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome to Rally!'));
    expect(sessionStorage.getItem('rally:flash')).toBeNull();
  });

  it('signs out from the header to /login?logout=true', async () => {
    vi.mocked(signOut).mockImplementation(async () => {
      setIdTokenForTesting(null);
    });
    const { router, user } = renderRoute('/discover', { as: 'user' });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?logout=true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says the visitor is signed out anyway when sign-out fails', async () => {
    // It fails, but the local auth data is gone all the same.
    vi.mocked(signOut).mockImplementation(async () => {
      setIdTokenForTesting(null);
      throw new Error('offline');
    });
    const { router, user } = renderRoute('/discover', { as: 'user' });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error during logout. You have been signed out.'));
    await waitFor(() => expect(router.state.location.search).toBe('?logout=true'));
  });

  it('serves /discover/events as the events view', async () => {
    renderAt('/discover/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover events' })).toBeInTheDocument();
  });

  it('treats a discover context without a page as an unknown path', async () => {
    renderAt('/discover/nowhere');
    expect(await screen.findByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
  });

  it('has header links to Discover and Settings, and a Sign out button, for a signed-in visitor', async () => {
    signedIn = true;
    renderAt('/discover');

    const header = await screen.findByRole('banner');
    // The header shows the account links once the session check has answered.
    expect(await within(header).findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('has header links to Discover, Sign in and Sign up', async () => {
    renderAt('/discover');

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Rally home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    const { user } = renderRoute('/discover');
    await screen.findByRole('heading', { level: 1, name: 'Discover events' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
