import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDto } from '@shared/schemas/notification';
import { toast } from '@web/lib/toast';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { familyConnection, familyRequest, notification } from '../fixtures';
import { NotificationsLink } from './notifications-link';
import { NotificationsPage } from './notifications-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

function serve(items: NotificationDto[]) {
  let stored = items;
  fakeApi.on('listNotifications', () => ({ items: stored, unreadCount: stored.filter((item) => !item.read).length }));
  fakeApi.on('markNotification', ({ params, body }) => {
    stored = stored.map((item) => (item.id === params.notificationId ? { ...item, read: body.read } : item));
    return stored.find((item) => item.id === params.notificationId)!;
  });
}

const renderPage = () =>
  renderRoute('/notifications', {
    as: 'user',
    element: (
      <>
        <NotificationsLink className={() => ''} />
        <NotificationsPage />
      </>
    ),
  });

describe('notifications page', () => {
  it('says when there are none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists them newest first and marks one read when opened, updating the header badge too', async () => {
    serve([notification(), notification({ id: 'n3', title: 'Team news', createdAt: '2026-11-22T10:00:00.000Z' })]);
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('button', { name: /^Unread: / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Unread: Team news',
      'Unread: Game tomorrow',
    ]);
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unread: Game tomorrow' }));

    expect(await screen.findByRole('button', { name: 'Game tomorrow' })).toBeInTheDocument();
    expect(fakeApi.calls('markNotification')).toEqual([expect.objectContaining({ params: { notificationId: 'n1' }, body: { read: true } })]);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('answers a family request from the notification and refreshes the requests', async () => {
    serve([familyRequest()]);
    let pending = true;
    fakeApi.on('listFamilyConnections', () => ({
      items: [familyConnection({ status: pending ? 'pending' : 'accepted', awaitingMyAnswer: pending })],
    }));
    fakeApi.on('respondFamilyConnection', ({ body }) => {
      pending = false;
      return { status: body.accept ? 'accepted' : 'declined', connection: familyConnection() };
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Family request accepted', { duration: 3000 }));
    expect(fakeApi.calls('respondFamilyConnection')).toEqual([expect.objectContaining({ params: { connectionId: 'c1' }, body: { accept: true } })]);
    expect(fakeApi.calls('markNotification')).toEqual([expect.objectContaining({ params: { notificationId: 'n2' }, body: { read: true } })]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
  });
});
