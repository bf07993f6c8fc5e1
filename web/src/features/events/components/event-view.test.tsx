import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import type { RsvpDto } from '@shared/schemas/event';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { eventFixture as event, joinedRsvp, occurrence } from '../fixtures';
import { EventView } from './event-view';

function renderAt(as: 'visitor' | 'user' = 'visitor') {
  return renderRoute('/evt/evt-1', { as, element: <EventView eventId="evt-1" /> });
}

describe('EventView', () => {
  it('shows a visitor the public event, the minimum as progress, and a sign-in link', async () => {
    fakeApi.on('getEvent', event());
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pickup soccer' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Minimum players' });
    expect(progress).toHaveAttribute('aria-valuenow', '3');
    expect(progress).toHaveAttribute('aria-valuemax', '6');
    expect(progress).toHaveAttribute('aria-valuetext', '3 of 6 needed');
    expect(screen.getByText('3 of 10 spots taken · 7 spots left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'City Park Fields' })).toHaveAttribute('href', '/places/view/seed-place-city-park');
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/login?redirect=%2Fevt%2Fevt-1');
    expect(screen.queryByRole('button', { name: 'Favorite' })).not.toBeInTheDocument();
    expect(fakeApi.calls('listEventRsvps')).toEqual([]);
  });

  it('says when a game with a minimum is called, and then whether it is on or called off', async () => {
    const goNoGo = { occurrence, state: 'pending' as const, decisionAt: '2026-12-05T01:30:00.000Z', rescueAt: '2026-12-04T19:30:00.000Z', calledOff: [] };
    fakeApi.on('getEvent', event({ rescueHours: 6, hoursToCancelBefore: 24, goNoGo }));
    const first = renderAt();
    const status = await screen.findByRole('region', { name: 'Go or no-go' });
    expect(status).toHaveTextContent(/^Decision at Fri, Dec 4, 6:30 PM MST/);
    expect(status).toHaveTextContent('if it is still short at Fri, Dec 4, 12:30 PM MST');
    expect(status).toHaveTextContent(/nearby players are invited$/);
    first.unmount();

    fakeApi.on('getEvent', event({ goNoGo: { ...goNoGo, state: 'game-on' } }));
    const second = renderAt();
    expect(await screen.findByRole('region', { name: 'Go or no-go' })).toHaveTextContent('Game on');
    second.unmount();

    fakeApi.on('getEvent', event({ cancelled: true, goNoGo: { ...goNoGo, state: 'called-off' } }));
    renderAt();
    expect(await screen.findByRole('region', { name: 'Go or no-go' })).toHaveTextContent('Called off: not enough players');
  });

  it('links the host’s name to their profile, where they can be followed', async () => {
    fakeApi.on('getEvent', event());
    renderAt();
    const host = await screen.findByRole('link', { name: event().creatorName! });
    expect(host).toHaveAttribute('href', `/profile/${event().creatorId}`);
  });

  it('says Game not found for a missing event', async () => {
    fakeApi.on('getEvent', () => {
      throw new FakeApiError(404, messages.gameNotFound);
    });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: messages.gameNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  });

  it('shows cancelled and private badges', async () => {
    fakeApi.on('getEvent', event({ cancelled: true, isPrivate: true }));
    renderAt();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    // No spots to take on a cancelled game ("1 of 1 spots taken · Full" read as if it were on).
    expect(screen.queryByText(/spots taken/)).not.toBeInTheDocument();
  });

  it('tells a player who endorsed players at the game that they rated it, and no one else', async () => {
    fakeApi.on('getEvent', event({ rated: true }));
    const { unmount } = renderAt();
    expect(await screen.findByText('You rated this game')).toBeInTheDocument();
    unmount();
    fakeApi.on('getEvent', event({ rated: false }));
    renderAt();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('You rated this game')).toBeNull();
  });

  it('lets a signed-in player join, then lists them among the joiners', async () => {
    let items: RsvpDto[] = [joinedRsvp('someone', 'Sam Striker')];
    fakeApi
      .on('getEvent', event())
      .on('getMe', profileDto({ uid: 'me', displayName: 'Pat Player' }))
      .on('listFavorites', { items: [] })
      .on('listEventRsvps', () => ({
        occurrence,
        items,
        counts: { joined: items.length, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 10 - items.length },
      }))
      .on('rsvpEvent', () => {
        items = [...items, joinedRsvp('me', 'Pat Player')];
        return { items: [joinedRsvp('me', 'Pat Player')] };
      });
    const { user } = renderAt('user');
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    await user.click(await within(rsvp).findByRole('button', { name: 'Join' }));
    expect(await within(rsvp).findByText('Joined')).toBeInTheDocument();
    const joiners = screen.getByRole('list', { name: 'Joined players' });
    expect(within(joiners).getByRole('link', { name: 'Pat Player' })).toHaveAttribute('href', '/profile/me');
    expect(fakeApi.calls('rsvpEvent')).toContainEqual(
      expect.objectContaining({ params: { eventId: 'evt-1' }, body: { occurrence, series: false, guests: 0 } }),
    );
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('queues a join made offline, says it will send when online, and sends it once when the network returns', async () => {
    let items: RsvpDto[] = [];
    fakeApi
      .on('getEvent', event())
      .on('getMe', profileDto({ uid: 'me', displayName: 'Pat Player' }))
      .on('listFavorites', { items: [] })
      .on('listEventRsvps', () => ({ occurrence, items, counts: { joined: items.length, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 10 - items.length } }))
      .on('rsvpEvent', () => {
        items = [joinedRsvp('me', 'Pat Player')];
        return { items };
      });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = renderAt('user');
      const rsvp = await screen.findByRole('region', { name: 'RSVP' });
      await user.click(await within(rsvp).findByRole('button', { name: 'Join' }));
      expect(await screen.findByText('Your RSVP: Will send when online')).toHaveAttribute('role', 'status');
      expect(within(rsvp).getByRole('button', { name: 'Join' })).toBeDisabled();
      expect(fakeApi.calls('rsvpEvent')).toEqual([]);

      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await within(rsvp).findByText('Joined')).toBeInTheDocument();
      expect(screen.queryByText(/Will send when online/)).not.toBeInTheDocument();
      expect(fakeApi.calls('rsvpEvent')).toEqual([expect.objectContaining({ params: { eventId: 'evt-1' }, body: { occurrence, series: false, guests: 0 } })]);
    } finally {
      onLine.mockRestore();
    }
  });

  it('counts everyone going and names only the players the API names', async () => {
    fakeApi
      .on('getEvent', event({ counts: { joined: 12, guests: 0, waitlisted: 2, pending: 1, spotsLeft: 0 }, capacity: 12 }))
      .on('getMe', profileDto({ uid: 'me' }))
      .on('listFavorites', { items: [] })
      .on('listEventRsvps', {
        occurrence,
        items: [joinedRsvp('sam', 'Sam Striker'), joinedRsvp('kim', 'Kim Keeper')],
        counts: { joined: 12, guests: 0, waitlisted: 2, pending: 1, spotsLeft: 0 },
      });
    renderAt('user');
    const going = await screen.findByRole('region', { name: 'Who’s going' });
    expect(await within(going).findByText('12 going')).toBeInTheDocument();
    const joiners = within(going).getByRole('list', { name: 'Joined players' });
    expect(within(joiners).getAllByRole('listitem')).toHaveLength(2);
    expect(within(going).getByText('10 other players keep their games private.')).toBeInTheDocument();
    expect(within(going).getByText('1 request waiting for approval.')).toBeInTheDocument();
    expect(within(going).getByText('2 players keep their games private.')).toBeInTheDocument();
    expect(within(going).queryByRole('list', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when leaving is too late', async () => {
    fakeApi
      .on('getEvent', event())
      .on('getMe', profileDto({ uid: 'me' }))
      .on('listFavorites', { items: [] })
      .on('listEventRsvps', {
        occurrence,
        items: [joinedRsvp('me', 'Pat Player')],
        counts: { joined: 1, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 9 },
      })
      .on('leaveEvent', () => {
        throw new FakeApiError(400, 'Too late to leave: the organiser asks for 24 hours’ notice.');
      });
    const { user } = renderAt('user');
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    await user.click(await within(rsvp).findByRole('button', { name: 'Leave' }));
    expect(await within(rsvp).findByRole('alert')).toHaveTextContent('Too late to leave: the organiser asks for 24 hours’ notice.');
  });
});
