import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { SettingsTabs } from './settings-tabs';

function renderAt(url: string) {
  return renderRoute(url, { as: 'user', element: <SettingsTabs profileHref="/profile/user-1" general={<h2>Settings</h2>} /> });
}

describe('settings tabs', () => {
  it('shows the seven spec tabs as a tablist, General selected by default', () => {
    renderAt('/settings');

    const tablist = screen.getByRole('tablist', { name: 'Settings' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Privacy',
      'Subscriptions & Payouts',
      'Interests',
      'Availability',
      'Notification Settings',
      'Activity Subscription',
    ]);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('selects the tab named in the query, whatever its case', () => {
    renderAt('/settings?tab=NOTIFICATION');
    expect(screen.getByRole('tab', { name: 'Notification Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Notification Settings' })).toBeInTheDocument();
  });

  it('falls back to General for an unknown tab', () => {
    renderAt('/settings?tab=billing');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers "Skip for now..." to the profile on the availability tab when skippable', () => {
    renderAt('/settings?tab=availability&skippable=true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Skip for now...' })).toHaveAttribute('href', '/profile/user-1');
    expect(within(panel).queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it('offers "View Profile" on the availability tab otherwise', () => {
    renderAt('/settings?tab=Availability');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/user-1');
    expect(within(panel).queryByRole('link', { name: 'Skip for now...' })).not.toBeInTheDocument();
  });

  it('shows the availability editor below the heading and link', () => {
    renderRoute('/settings?tab=availability', {
      as: 'user',
      element: <SettingsTabs profileHref="/profile/user-1" general={null} availability={<p>the editor</p>} />,
    });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Availability' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Profile' })).toBeInTheDocument();
    expect(within(panel).getByText('the editor')).toBeInTheDocument();
  });

  it('shows no controls on tabs whose screens are not built yet', () => {
    renderAt('/settings?tab=payments');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Subscriptions & Payouts' })).toBeInTheDocument();
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
  });

  it('writes the chosen tab into the query, replacing the history entry', async () => {
    const { user, router } = renderAt('/settings?tab=availability&skippable=true');

    await user.click(screen.getByRole('tab', { name: 'Privacy' }));

    expect(screen.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=privacy&skippable=true');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
