import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listUserTeamsKey = (uid: string) => ['listUserTeams', { params: { uid } }] as const;

export const listUserTeams = (uid: string): Promise<OutputOf<'listUserTeams'>> => api.call('listUserTeams', { params: { uid } });

/** The teams and communities a person belongs to (notification sections per community). */
export function useUserTeams(uid: string) {
  return useSWR(listUserTeamsKey(uid), ([, args]) => listUserTeams(args.params.uid));
}
