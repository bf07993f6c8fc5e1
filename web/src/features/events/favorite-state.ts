/**
 * Favorites loading (spec §4): Pending (not known yet), Loading (a change is on its way),
 * Success (settled), Error (the change failed; the heart shows what the server still has).
 */
export type FavoriteStatus = 'Pending' | 'Loading' | 'Success' | 'Error';

export interface FavoriteState {
  status: FavoriteStatus;
  favorited: boolean;
  count: number;
  /** What to go back to when a change fails. */
  previous?: { favorited: boolean; count: number } | undefined;
  error?: string | undefined;
}

export type FavoriteAction =
  | { type: 'loaded'; favorited: boolean; count: number }
  | { type: 'toggle' }
  | { type: 'saved'; favorited: boolean; count: number }
  | { type: 'failed'; error: string };

export const initialFavorite = (count: number): FavoriteState => ({ status: 'Pending', favorited: false, count });

export function favoriteReducer(state: FavoriteState, action: FavoriteAction): FavoriteState {
  switch (action.type) {
    case 'loaded':
      // A change in flight wins over a late list load.
      if (state.status === 'Loading') return state;
      return { status: 'Success', favorited: action.favorited, count: action.count };
    case 'toggle': {
      if (state.status === 'Pending' || state.status === 'Loading') return state;
      const favorited = !state.favorited;
      return {
        status: 'Loading',
        favorited,
        count: Math.max(0, state.count + (favorited ? 1 : -1)),
        previous: { favorited: state.favorited, count: state.count },
      };
    }
    case 'saved':
      return { status: 'Success', favorited: action.favorited, count: action.count };
    case 'failed':
      if (state.status !== 'Loading') return state;
      return {
        status: 'Error',
        favorited: state.previous?.favorited ?? !state.favorited,
        count: state.previous?.count ?? state.count,
        error: action.error,
      };
  }
}

/** Can the person press the heart now? */
export const canToggle = (state: FavoriteState) => state.status === 'Success' || state.status === 'Error';
