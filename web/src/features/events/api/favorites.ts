import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type FavoriteResult = OutputOf<'addFavorite'>;

export const listFavoritesKey = (uid: string) => ['listFavorites', { params: { uid } }] as const;

export const listFavorites = (uid: string): Promise<OutputOf<'listFavorites'>> => api.call('listFavorites', { params: { uid } });

export const setFavorite = (eventId: string, favorite: boolean): Promise<FavoriteResult> =>
  api.call(favorite ? 'addFavorite' : 'removeFavorite', { params: { eventId } });

/** The signed-in person's favorites (to know whether this event is one); null uid = not signed in. */
export function useFavorites(uid: string | undefined) {
  return useSWR(uid ? listFavoritesKey(uid) : null, ([, args]) => listFavorites(args.params.uid), { shouldRetryOnError: false });
}
