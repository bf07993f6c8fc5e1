import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDto } from '@shared/schemas/notification';
import { toast } from '@web/lib/toast';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { i18n } from '@web/lib/i18n';
import { fillInviteMessages } from '../messages';
import { familyConnection, familyRequest, fillInvite, notification } from '../fixtures';
import { leaveFor } from '@web/lib/leave-for';
import { NotificationsLink } from './notifications-link';
import { NotificationsPage } from './notifications-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@web/lib/leave-for', () => ({ leaveFor: vi.fn() }));

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
    expect(
      within(list)
        .getAllByRole('button', { name: /^Unread: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Unread: Team news', 'Unread: Game tomorrow']);
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unread: Game tomorrow' }));

    expect(await screen.findByRole('button', { name: 'Game tomorrow' })).toBeInTheDocument();
    expect(fakeApi.calls('markNotification')).toEqual([
      expect.objectContaining({ params: { notificationId: 'n1' }, body: { read: true } }),
    ]);
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
    expect(fakeApi.calls('respondFamilyConnection')).toEqual([
      expect.objectContaining({ params: { connectionId: 'c1' }, body: { accept: true } }),
    ]);
    expect(fakeApi.calls('markNotification')).toEqual([
      expect.objectContaining({ params: { notificationId: 'n2' }, body: { read: true } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
  });

  describe('a Fill this game invitation', () => {
    /** What the server says of the invitation: not answered unless a test says otherwise. */
    beforeEach(() => fakeApi.on('getFillInvite', { occurrence: '2099-12-05T01:00:00.000Z', answer: null }));

    const rsvp = (status: 'joined' | 'waitlisted' | 'held', waitlistPosition: number | null = null) => ({
      eventId: 'e1',
      occurrence: '2099-12-05T01:00:00.000Z',
      userId: 'user-1',
      displayName: 'Sam',
      photoURL: null,
      status,
      guests: 0,
      waitlistPosition,
      createdAt: '2026-11-23T11:00:00.000Z',
    });

    it('joins the game with one tap through the normal join, and marks the invitation read', async () => {
      serve([fillInvite()]);
      fakeApi.on('rsvpEvent', { items: [rsvp('joined')] });
      const { user } = renderPage();
      const item = (await screen.findByRole('button', { name: 'Unread: A spot is open: Friday Hoops' })).closest('li')!;
      expect(within(item).getByRole('link', { name: 'See the game' })).toHaveAttribute('href', '/evt/e1');

      await user.click(within(item).getByRole('button', { name: 'Join' }));

      expect(await within(item).findByRole('status')).toHaveTextContent(i18n._(fillInviteMessages.joined));
      expect(fakeApi.calls('rsvpEvent')).toEqual([
        expect.objectContaining({
          params: { eventId: 'e1' },
          body: { occurrence: '2099-12-05T01:00:00.000Z', series: false, guests: 0 },
        }),
      ]);
      expect(fakeApi.calls('markNotification')).toEqual([
        expect.objectContaining({ params: { notificationId: 'n4' }, body: { read: true } }),
      ]);
      expect(within(item).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Not this time' })).not.toBeInTheDocument();
    });

    it('says when the game filled up and the player is waitlisted instead', async () => {
      serve([fillInvite()]);
      fakeApi.on('rsvpEvent', { items: [rsvp('waitlisted', 2)] });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Join' }));
      expect(await screen.findByText('You’re on the waitlist (position 2)')).toBeInTheDocument();
    });

    it('sends a paid game to Checkout with the spot held', async () => {
      serve([fillInvite()]);
      fakeApi.on('rsvpEvent', { items: [rsvp('held')], checkoutUrl: 'https://checkout.example/s1' });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Join' }));
      await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.example/s1'));
      expect(await screen.findByText('Taking you to Stripe')).toBeInTheDocument();
    });

    it('declines with "Not this time"', async () => {
      serve([fillInvite()]);
      fakeApi.on('declineFillInvite', { declined: true });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Not this time' }));
      expect(await screen.findByRole('status')).toHaveTextContent(i18n._(fillInviteMessages.declined));
      expect(fakeApi.calls('declineFillInvite')).toEqual([
        expect.objectContaining({ params: { eventId: 'e1' }, body: { occurrence: '2099-12-05T01:00:00.000Z' } }),
      ]);
      expect(fakeApi.calls('rsvpEvent')).toHaveLength(0);
    });

    it('shows the refusal and keeps the answers offered', async () => {
      serve([fillInvite()]);
      fakeApi.on('rsvpEvent', () => {
        throw new FakeApiError(409, 'This event has been cancelled');
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Join' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not answer the invitation. This event has been cancelled',
      );
      expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    });

    it.each([
      ['joined', fillInviteMessages.answered.joined],
      ['declined', fillInviteMessages.answered.declined],
      ['held', fillInviteMessages.answered.held],
    ] as const)('shows an invitation answered earlier (%s) as the server says, with no buttons', async (answer, text) => {
      serve([fillInvite({ read: true })]);
      fakeApi.on('getFillInvite', { occurrence: '2099-12-05T01:00:00.000Z', answer });
      renderPage();
      const item = (await screen.findByRole('button', { name: 'A spot is open: Friday Hoops' })).closest('li')!;
      expect(await within(item).findByRole('status')).toHaveTextContent(i18n._(text));
      expect(within(item).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Not this time' })).not.toBeInTheDocument();
      expect(fakeApi.calls('getFillInvite')).toEqual([expect.objectContaining({ params: { eventId: 'e1' }, query: { occurrence: '2099-12-05T01:00:00.000Z' } })]);
    });

    it.each([
      ['cancelled', fillInviteMessages.closed.cancelled],
      ['moved', fillInviteMessages.closed.moved],
      ['started', fillInviteMessages.closed.started],
    ] as const)('offers no join on an invitation that can no longer be taken up (%s), and says why', async (closed, text) => {
      serve([fillInvite({ read: true })]);
      fakeApi.on('getFillInvite', { occurrence: '2099-12-05T01:00:00.000Z', answer: closed === 'cancelled' ? 'joined' : null, closed });
      renderPage();
      const item = (await screen.findByRole('button', { name: 'A spot is open: Friday Hoops' })).closest('li')!;
      expect(await within(item).findByRole('status')).toHaveTextContent(i18n._(text));
      expect(within(item).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
      expect(within(item).queryByText(i18n._(fillInviteMessages.answered.joined))).not.toBeInTheDocument();
    });

    it('asks the server again after "Not this time", so the answer holds after a reload', async () => {
      serve([fillInvite()]);
      let answer: 'declined' | null = null;
      fakeApi.on('getFillInvite', () => ({ occurrence: '2099-12-05T01:00:00.000Z', answer }));
      fakeApi.on('declineFillInvite', () => {
        answer = 'declined';
        return { declined: true };
      });
      const first = renderPage();
      await first.user.click(await screen.findByRole('button', { name: 'Not this time' }));
      await waitFor(() => expect(fakeApi.calls('getFillInvite')).toHaveLength(2));
      first.unmount();

      renderPage();
      expect(await screen.findByText(i18n._(fillInviteMessages.answered.declined))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    });

    it('keeps the answers offered when the server cannot say whether it was answered', async () => {
      serve([fillInvite()]);
      fakeApi.on('getFillInvite', () => {
        throw new FakeApiError(503, 'Service unavailable');
      });
      renderPage();
      expect(await screen.findByRole('button', { name: 'Join' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Not this time' })).toBeEnabled();
    });

    it('offers no answers once the game has started', async () => {
      serve([fillInvite({ data: { eventId: 'e1', occurrence: '2020-01-01T18:00:00.000Z' } })]);
      renderPage();
      expect(await screen.findByRole('button', { name: 'Unread: A spot is open: Friday Hoops' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    });
  });
});
