import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventSummaryDto } from '@shared/schemas/event';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { FavoritesPage } from './favorites-page';

const summary = (id: string, title: string): EventSummaryDto => ({
  id,
  title,
  gameType: 'Soccer',
  dateStart: '2026-12-06T01:30:00.000Z',
  location: { placeId: null, name: 'City Park', lat: 40, lng: -74 },
  cancelled: false,
  creatorId: 'sam',
});

const renderPage = () => renderRoute('/favorites', { as: 'user', element: <FavoritesPage /> });

describe('FavoritesPage', () => {
  it('lists the person’s favourite events and takes one off the list', async () => {
    let items = [summary('evt-1', 'Pickup soccer'), summary('evt-2', 'Sunday run')];
    fakeApi
      .on('getMe', profileDto({ uid: 'me' }))
      .on('listFavorites', () => ({ items }))
      .on('removeFavorite', ({ params }) => {
        items = items.filter((e) => e.id !== params.eventId);
        return { eventId: params.eventId, favorited: false, favoriteCount: 0 };
      });
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Favorite events' });
    expect(within(list).getByRole('link', { name: 'Pickup soccer' })).toHaveAttribute('href', '/evt/evt-1');
    expect(fakeApi.calls('listFavorites')[0]?.params).toEqual({ uid: 'me' });
    await user.click(screen.getByRole('button', { name: 'Remove Pickup soccer from favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove Sunday run from favorites' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pickup soccer' })).not.toBeInTheDocument();
    expect(fakeApi.calls('removeFavorite').map((c) => c.params)).toEqual([{ eventId: 'evt-1' }]);
  });

  it('says how to add one when there are none', async () => {
    fakeApi.on('getMe', profileDto({ uid: 'me' })).on('listFavorites', { items: [] });
    renderPage();
    expect(await screen.findByText(/No favorites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fakeApi.on('getMe', profileDto({ uid: 'me' })).on('listFavorites', () => {
      throw new FakeApiError(500, 'Server unavailable');
    });
    renderPage();
    expect(await screen.findByText('Your favorites could not be loaded.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
