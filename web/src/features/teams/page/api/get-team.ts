import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { api } from '../../../../lib/api-client';

export type Team = OutputOf<'getTeam'>;

export const getTeamKey = (id: string) => ['getTeam', { params: { id } }] as const;

export const getTeam = (id: string): Promise<Team> => api.call('getTeam', { params: { id } });

/** A team by id; a missing one fails with a 404 ApiError ('Team not found'). */
export function useTeam(id: string | undefined) {
  return useSWR(id ? getTeamKey(id) : null, ([, args]) => getTeam(args.params.id), { shouldRetryOnError: false });
}
