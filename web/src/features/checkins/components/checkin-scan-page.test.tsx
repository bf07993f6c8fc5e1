import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkinMessages } from '@shared/constants/checkin-messages';
import type { CheckinDto } from '@shared/schemas/checkin';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { eventFixture, occurrence } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { CheckinScanPage } from './checkin-scan-page';

// The organiser's view: two joined, nobody else counted.
const event = eventFixture({
  creatorId: 'user-1',
  location: { placeId: null, name: 'City Park Fields', address: '2001 Colorado Blvd', lat: 39.7, lng: -104.9 },
  hasMinimumNeeded: false,
  minimumNeeded: null,
  counts: { joined: 2, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 8 },
  favoriteCount: 0,
  favoritedList: { count: 0, favorited: false },
  viewerCanManage: true,
});
const checkin = (userId: string, displayName: string): CheckinDto => ({
  eventId: 'evt-1',
  occurrence,
  userId,
  displayName,
  checkedInBy: 'user-1',
  checkedInAt: '2026-12-06T01:20:00.000Z',
});

/** The scan page's reader stands in as buttons that "read" a given code. */
function renderScan() {
  fakeApi.on('getEvent', event);
  const card = (uid: string) => `${window.location.origin}/profile/${uid}`;
  return renderRoute('/scan?event=evt-1', {
    as: 'user',
    element: (
      <CheckinScanPage
        eventId="evt-1"
        occurrence={occurrence}
        scanner={(onCode) => (
          <>
            {['pat', 'sam', 'walkin'].map((uid) => (
              <button key={uid} type="button" onClick={() => onCode(card(uid))}>
                Read {uid}’s card
              </button>
            ))}
            <button type="button" onClick={() => onCode('https://elsewhere.example/menu')}>
              Read a menu
            </button>
          </>
        )}
      />
    ),
  });
}

describe('checking players in by scanning their cards', () => {
  it('checks the card’s person in, says so by name, and goes on to the next card', async () => {
    const done = new Set<string>();
    fakeApi.on('checkInPlayer', ({ params }) => {
      if (params.uid === 'walkin') throw new FakeApiError(409, checkinMessages.notJoined('Walk In'));
      const created = !done.has(params.uid);
      done.add(params.uid);
      return { created, checkin: checkin(params.uid, params.uid === 'pat' ? 'Pat Player' : 'Sam Striker') };
    });
    const { user } = renderScan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check players in' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pickup soccer' })).toHaveAttribute('href', '/event/evt-1/manage');

    await user.click(screen.getByRole('button', { name: 'Read pat’s card' }));
    expect(await screen.findByRole('status', { name: 'Check-in result' })).toHaveTextContent('Pat Player is checked in');
    expect(screen.getByRole('status', { name: 'Check-in result' })).toHaveTextContent('Scan the next card.');

    await user.click(screen.getByRole('button', { name: 'Read sam’s card' }));
    expect(await screen.findByText('Sam Striker is checked in')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read pat’s card' }));
    expect(await screen.findByText('Pat Player was already checked in')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read walkin’s card' }));
    expect(await screen.findByText(checkinMessages.notJoined('Walk In'))).toBeInTheDocument();

    expect(fakeApi.calls('checkInPlayer').map((c) => [c.params, c.body])).toEqual([
      [{ eventId: 'evt-1', uid: 'pat' }, { occurrence }],
      [{ eventId: 'evt-1', uid: 'sam' }, { occurrence }],
      [{ eventId: 'evt-1', uid: 'pat' }, { occurrence }],
      [{ eventId: 'evt-1', uid: 'walkin' }, { occurrence }],
    ]);
  });

  it('says a code that is not a player card is not one, without asking the server', async () => {
    const { user } = renderScan();
    await user.click(await screen.findByRole('button', { name: 'Read a menu' }));
    expect(await screen.findByText(checkinMessages.notAPlayerCard)).toBeInTheDocument();
    expect(fakeApi.calls('checkInPlayer')).toEqual([]);
  });
});
