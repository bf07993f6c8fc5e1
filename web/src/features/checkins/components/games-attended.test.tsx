import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { GamesAttended } from './games-attended';

const show = (isOwn = false) => renderRoute('/profile/sam', { as: 'user', element: <GamesAttended uid="sam" name="Sam Striker" isOwn={isOwn} /> });

describe('a profile’s games attended', () => {
  it('shows the count and the latest games, each linking to its event', async () => {
    fakeApi.on('listGamesAttended', {
      gamesAttended: {
        count: 12,
        recent: [
          { eventId: 'evt-2', title: 'Friday futsal', occurrence: '2026-11-20T01:00:00.000Z' },
          { eventId: 'evt-1', title: 'Pickup soccer', occurrence: '2026-11-13T01:00:00.000Z' },
        ],
      },
    });
    show();
    const section = await screen.findByRole('region', { name: 'Games attended' });
    const list = await within(section).findByRole('list', { name: 'Latest games Sam Striker attended' });
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Friday futsal', '/evt/evt-2'],
      ['Pickup soccer', '/evt/evt-1'],
    ]);
    expect(within(section).getByText(/games? attended$/)).toHaveTextContent('12 games attended');
  });

  it('shows nothing while the person keeps them private', async () => {
    fakeApi.on('listGamesAttended', { gamesAttended: null });
    show();
    await waitFor(() => expect(fakeApi.calls('listGamesAttended').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: 'Games attended' })).not.toBeInTheDocument();
    expect(screen.queryByText(/games? attended/i)).not.toBeInTheDocument();
  });

  it('tells the person when they have none yet', async () => {
    fakeApi.on('listGamesAttended', { gamesAttended: { count: 0, recent: [] } });
    show(true);
    expect(await screen.findByText('You have not been checked in at a game yet.')).toBeInTheDocument();
  });
});
