import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listUserListsKey = (uid: string) => ['listUserLists', { params: { uid } }] as const;

export const listUserLists = (uid: string): Promise<OutputOf<'listUserLists'>> => api.call('listUserLists', { params: { uid } });

/** The caller's user lists to block from; pass undefined to wait (the dialog loads them when opened). */
export function useUserLists(uid: string | undefined) {
  return useSWR(uid ? listUserListsKey(uid) : null, ([, args]) => listUserLists(args.params.uid));
}
