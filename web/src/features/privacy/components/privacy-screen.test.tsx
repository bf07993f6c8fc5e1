import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PrivacySettingsDto } from '@shared/schemas/settings';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { PrivacyScreen } from './privacy-screen';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const settings: PrivacySettingsDto = {
  blocklist: [],
  messagesFromAnyone: true,
  publicBadges: true,
  publicOnlineStatus: true,
  publicUpcomingGames: true,
  publicGamesAttended: true,
};

const page = () => {
  fakeApi.on('getFlags', { subscriptionsEnabled: true, badges: true });
  fakeApi.on('listBlockedConversations', { items: [] });
  return renderRoute('/settings?tab=privacy', {
    as: 'user',
    routes: [
      {
        path: '/settings',
        element: (
          <>
            <Link to="/settings?tab=general">General</Link>
            <PrivacyScreen uid="me" initial={settings} />
          </>
        ),
      },
      { path: '*', element: <p>somewhere else</p> },
    ],
  });
};
/** The switch (Radix also renders a hidden input for it inside a form). */
const onlineSwitch = () => screen.getAllByRole('switch', { name: 'Show my online status' })[0]!;

describe('PrivacyScreen', () => {
  it('asks before leaving with a change not saved: stay keeps it, leave drops it', async () => {
    const { user, router } = page();
    await user.click(onlineSwitch());
    await user.click(screen.getByRole('link', { name: 'General' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(ask).toHaveTextContent('Your changes on this page are not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Stay and save' }));
    expect(router.state.location.search).toBe('?tab=privacy');
    expect(onlineSwitch()).not.toBeChecked();

    await user.click(screen.getByRole('link', { name: 'General' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.search).toBe('?tab=general');
  });

  it('lets a saved page go without asking', async () => {
    fakeApi.on('updatePrivacy', { ...settings, publicOnlineStatus: false });
    const { user, router } = page();
    await user.click(onlineSwitch());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await user.click(screen.getByRole('link', { name: 'General' }));
    expect(router.state.location.search).toBe('?tab=general');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
