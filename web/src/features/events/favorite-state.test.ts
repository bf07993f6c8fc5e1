import { describe, expect, it } from 'vitest';
import { canToggle, favoriteReducer, initialFavorite, type FavoriteState } from './favorite-state';

const run = (state: FavoriteState, ...actions: Parameters<typeof favoriteReducer>[1][]) => actions.reduce(favoriteReducer, state);

describe('favorites loading states (spec §4: Pending, Loading, Success, Error)', () => {
  it('starts Pending and cannot be toggled until the favorites are known', () => {
    const state = initialFavorite(4);
    expect(state).toMatchObject({ status: 'Pending', favorited: false, count: 4 });
    expect(canToggle(state)).toBe(false);
    expect(favoriteReducer(state, { type: 'toggle' })).toBe(state);
  });

  it('is Success once loaded', () => {
    const state = run(initialFavorite(4), { type: 'loaded', favorited: true, count: 4 });
    expect(state).toMatchObject({ status: 'Success', favorited: true, count: 4 });
    expect(canToggle(state)).toBe(true);
  });

  it('shows the change at once while Loading, then settles on what the server says', () => {
    const loading = run(initialFavorite(4), { type: 'loaded', favorited: false, count: 4 }, { type: 'toggle' });
    expect(loading).toMatchObject({ status: 'Loading', favorited: true, count: 5 });
    expect(canToggle(loading)).toBe(false);
    expect(favoriteReducer(loading, { type: 'saved', favorited: true, count: 7 })).toMatchObject({
      status: 'Success',
      favorited: true,
      count: 7,
    });
  });

  it('goes back to the previous value with an Error when saving fails, and can be tried again', () => {
    const failed = run(
      initialFavorite(4),
      { type: 'loaded', favorited: true, count: 4 },
      { type: 'toggle' },
      { type: 'failed', error: 'offline' },
    );
    expect(failed).toMatchObject({ status: 'Error', favorited: true, count: 4, error: 'offline' });
    expect(canToggle(failed)).toBe(true);
    expect(favoriteReducer(failed, { type: 'toggle' })).toMatchObject({ status: 'Loading', favorited: false, count: 3 });
  });

  it('ignores a late list load while a change is on its way', () => {
    const loading = run(initialFavorite(0), { type: 'loaded', favorited: false, count: 0 }, { type: 'toggle' });
    expect(favoriteReducer(loading, { type: 'loaded', favorited: false, count: 0 })).toBe(loading);
  });

  it('never counts below zero', () => {
    expect(run(initialFavorite(0), { type: 'loaded', favorited: true, count: 0 }, { type: 'toggle' }).count).toBe(0);
  });
});
