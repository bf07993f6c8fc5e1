import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { NotificationSettingsPanel } from './notification-settings-panel';

vi.mock('@web/lib/push', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/push')>()),
  pushState: vi.fn().mockResolvedValue('off'),
}));

describe('NotificationSettingsPanel game reminders', () => {
  it('shows 24 hours before on and 2 hours before off by default, and saves the reminders chosen', async () => {
    fakeApi
      .on('listUserTeams', { items: [] })
      .on('updateNotificationSettings', ({ body }) => body as { notificationSettings: Record<string, { email: boolean; push: boolean }> });
    const { user } = renderRoute('/settings', { as: 'user', element: <NotificationSettingsPanel uid="user-1" initial={{}} /> });

    const reminders = screen.getByRole('table', { name: 'Game reminders' });
    expect(within(reminders).getByRole('checkbox', { name: '24 hours before email notifications' })).toBeChecked();
    expect(within(reminders).getByRole('checkbox', { name: '24 hours before push notifications' })).toBeChecked();
    expect(within(reminders).getByRole('checkbox', { name: '2 hours before email notifications' })).not.toBeChecked();
    expect(within(reminders).getByRole('checkbox', { name: '2 hours before push notifications' })).not.toBeChecked();

    await user.click(within(reminders).getByRole('checkbox', { name: '2 hours before push notifications' }));
    await user.click(within(reminders).getByRole('checkbox', { name: '24 hours before email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(fakeApi.calls('updateNotificationSettings')).toHaveLength(1));
    const saved = (fakeApi.calls('updateNotificationSettings')[0]?.body as { notificationSettings: Record<string, unknown> }).notificationSettings;
    expect(saved.eventReminder24h).toEqual({ email: false, push: true });
    expect(saved.eventReminder2h).toEqual({ email: false, push: true });
  });
});
