import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerDto } from '@shared/schemas/people';
import { fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { FindPlayersPage } from './find-players-page';

function player(uid: string, displayName: string): PlayerDto {
  return { uid, displayName, photoURL: null, city: 'Denver, CO', sports: ['Soccer'], distanceMiles: 1.5, connection: 'none' };
}

describe('FindPlayersPage', () => {
  it('looks around the go-to city and shows the next page of players on "Show more"', async () => {
    fakeApi.on('getMe', profileDto());
    fakeApi.on('listNearbyPlayers', ({ query }) =>
      query.page === 1
        ? { items: [{ ...player('u2', 'Olivia'), memberPlus: true as const }], total: 2, page: 1, hasMore: true }
        : { items: [player('u3', 'Bo')], total: 2, page: 2, hasMore: false },
    );
    const { user } = renderRoute('/find-players', { as: 'user', element: <FindPlayersPage /> });

    const list = await screen.findByRole('list', { name: 'Players' });
    expect(within(list).getByRole('link', { name: 'Olivia' })).toHaveAttribute('href', '/profile/u2');
    expect(screen.getByText('People who play within 15 miles of Denver, CO.')).toBeInTheDocument();
    expect(fakeApi.calls('listNearbyPlayers')[0]?.query).toMatchObject({ lat: 39.7392, lng: -104.9903, radius: 15, page: 1, limit: 20 });

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await within(list).findByRole('link', { name: 'Bo' })).toBeInTheDocument();
    // The Member Plus badge shows where the server sent it (Olivia), and nowhere else.
    const [olivia, bo] = within(list).getAllByRole('listitem');
    expect(within(olivia!).getByText('Member Plus')).toBeInTheDocument();
    expect(within(bo!).queryByText('Member Plus')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(fakeApi.calls('listNearbyPlayers').map((call) => (call.query as { page: number }).page)).toContain(2);
  });
});
