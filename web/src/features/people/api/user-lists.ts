import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** The caller's user lists (connections, family, each team's members): the privacy block dialog's lists. */
export function useMyUserLists() {
  const me = useSWR(['getMe'], () => api.call('getMe'));
  const uid = me.data?.uid;
  const lists = useSWR(uid ? (['listUserLists', { params: { uid } }] as const) : null, ([, args]) => api.call('listUserLists', args));
  return { data: lists.data, error: me.error ?? lists.error, isLoading: me.isLoading || lists.isLoading, retry: () => void lists.mutate() };
}
