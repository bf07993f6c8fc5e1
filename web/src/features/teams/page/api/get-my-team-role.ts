import useSWR from 'swr';
import { api } from '../../../../lib/api-client';
import type { MyTeamRole } from '../team-rules';

export const getMyTeamRoleKey = (id: string) => ['getMyTeamRole', { params: { id } }] as const;

/** The caller's role, 'pending' or null; only asked when signed in. */
export function useMyTeamRole(id: string, signedIn: boolean | undefined) {
  return useSWR(signedIn ? getMyTeamRoleKey(id) : null, async ([, args]): Promise<MyTeamRole> => {
    const { role } = await api.call('getMyTeamRole', { params: args.params });
    return role;
  });
}
