import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listUserTeamsKey = (uid: string) => ['listUserTeams', { params: { uid } }] as const;

export const listUserTeams = (uid: string): Promise<OutputOf<'listUserTeams'>> => api.call('listUserTeams', { params: { uid } });

/** The teams a person is on; pass undefined to wait (the delete dialog checks them when opened). */
export function useUserTeams(uid: string | undefined) {
  return useSWR(uid ? listUserTeamsKey(uid) : null, ([, args]) => listUserTeams(args.params.uid));
}
