import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { toast } from '@web/lib/toast';
import { limits } from '@shared/constants/limits';
import { focusRing } from '@web/components/ui';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { canToggle, favoriteReducer, initialFavorite } from '../favorite-state';

/** The heart (§4 favorites: Pending until the person's favorites are known, Loading while saving). */
export function FavoriteButton({ eventId, uid, favoriteCount }: { eventId: string; uid: string; favoriteCount: number }) {
  const [state, dispatch] = useReducer(favoriteReducer, favoriteCount, initialFavorite);
  // The person's favorites tell whether this event is one of them.
  const { data, error, mutate } = useApi('listFavorites', { params: { uid } }, { shouldRetryOnError: false });
  const add = useApiMutation('addFavorite');
  const remove = useApiMutation('removeFavorite');
  const { t } = useLingui();

  useEffect(() => {
    if (data) dispatch({ type: 'loaded', favorited: data.items.some((e) => e.id === eventId), count: favoriteCount });
  }, [data, eventId, favoriteCount]);

  const toggle = async () => {
    if (!canToggle(state)) return;
    const next = !state.favorited;
    dispatch({ type: 'toggle' });
    try {
      const args = { params: { eventId } };
      const result = next ? await add.trigger(args) : await remove.trigger(args);
      dispatch({ type: 'saved', favorited: result.favorited, count: result.favoriteCount });
      void mutate();
    } catch (e) {
      const message = e instanceof Error ? e.message : t`Could not update your favorites.`;
      dispatch({ type: 'failed', error: message });
      toast.error(`${t`Could not update your favorites.`} ${message}`, { duration: limits.snackbarMs.short });
    }
  };

  const label = state.favorited ? t`Remove from favorites` : t`Add to favorites`;
  const unavailable = error !== undefined && state.status === 'Pending';
  return (
    <button
      type="button"
      aria-pressed={state.favorited}
      aria-busy={state.status === 'Loading' || state.status === 'Pending'}
      aria-label={t`Favorite`}
      title={unavailable ? t`Favorites could not be loaded` : label}
      data-state={state.status}
      disabled={!canToggle(state)}
      onClick={() => void toggle()}
      className={`inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60 ${focusRing}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${state.favorited ? 'fill-red-600 text-red-600' : 'text-slate-600'}`} />
      <span aria-hidden="true">{state.count}</span>
    </button>
  );
}
