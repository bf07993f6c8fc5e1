import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { eventSummary, profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';

/** A screen as narrow as a phone, or as wide as a laptop, as `matchMedia` tells it. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('width < 40rem'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the site header', () => {
  beforeEach(() => {
    fakeApi.on('getMe', profileDto());
    fakeApi.on('listGameTypes', { items: [{ label: 'Soccer' }] });
    fakeApi.on('listNotifications', { items: [], unreadCount: 2 });
    fakeApi.on('listNearbyEvents', { items: [eventSummary()], total: 1, page: 1, hasMore: false });
    fakeApi.on('listNearbyTeams', { items: [], total: 0, page: 1, hasMore: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone keeps signing in in view and the other links behind Menu, which Escape closes', async () => {
    screenIsPhone(true);
    const { user } = renderRoute('/discover');
    const header = await screen.findByRole('banner');
    const menu = within(header).getByRole('button', { name: 'Menu' });

    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toContainElement(within(header).getByRole('link', { name: 'Teams' }));
    // Signing in is beside the button, not in the menu a second time.
    expect(within(header).getAllByRole('link', { name: 'Sign in' })).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(within(header).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('on a phone shows a signed-in person the notifications beside Menu, once, and closes the menu on the page a link leads to', async () => {
    screenIsPhone(true);
    const { user, router } = renderRoute('/discover', { as: 'user' });
    const header = await screen.findByRole('banner');

    expect(await within(header).findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
    const menu = within(header).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(await within(header).findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: /Notifications/ })).toHaveLength(1);

    await user.click(within(header).getByRole('link', { name: 'Teams' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams-v3'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    // The link to the page already shown closes it too. The teams page is lazy: until it has
    // loaded, the header on screen may still be the one its loading swaps out.
    await screen.findByRole('heading', { name: 'Find teams and communities' });
    const teamsHeader = screen.getAllByRole('banner')[0]!;
    const teamsMenu = within(teamsHeader).getByRole('button', { name: 'Menu' });
    await user.click(teamsMenu);
    const current = await within(teamsHeader).findByRole('link', { name: 'Teams' });
    await waitFor(() => expect(current).toHaveAttribute('aria-current', 'page'));
    await user.click(current);
    expect(teamsMenu).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a phone opens the links in a side nav 350 px wide, which its Close button and a tap on the page beside it close', async () => {
    screenIsPhone(true);
    const { user } = renderRoute('/discover', { as: 'user' });
    const header = await screen.findByRole('banner');
    const menu = within(header).getByRole('button', { name: 'Menu' });

    await user.click(menu);
    const sideNav = within(header).getByRole('dialog', { name: 'Menu' });
    expect(sideNav).toHaveAttribute('open');
    expect(sideNav.style.width).toBe('350px');
    expect(within(sideNav).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(sideNav).getByRole('list', { name: 'Account' })).toBeInTheDocument();

    await user.click(within(sideNav).getByRole('button', { name: 'Close menu' }));
    expect(sideNav).not.toHaveAttribute('open');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    // The dialog's own box is only ever hit outside its panel: on the dimmed page.
    await user.click(menu);
    expect(sideNav).toHaveAttribute('open');
    await user.click(sideNav);
    expect(sideNav).not.toHaveAttribute('open');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a wider screen has every link in view and no Menu button', async () => {
    screenIsPhone(false);
    renderRoute('/discover', { as: 'user' });
    const header = await screen.findByRole('banner');

    expect(await within(header).findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
