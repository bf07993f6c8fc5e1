import { useSWRConfig } from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import type * as z from 'zod';
import type { seasonInput, sessionInput, TeamRole, UpdateTeamInput } from '../../../../../../shared/schemas/team';
import { api } from '../../../../lib/api-client';

export const joinTeam = (id: string): Promise<OutputOf<'joinTeam'>> => api.call('joinTeam', { params: { id } });
export const leaveTeam = (id: string) => api.call('leaveTeam', { params: { id } });
export const removeTeamMember = (id: string, uid: string) => api.call('removeTeamMember', { params: { id, uid } });
export const changeTeamRole = (id: string, uid: string, role: TeamRole) =>
  api.call('changeTeamRole', { params: { id, uid }, body: { role } });
export const reviewJoinRequest = (id: string, uid: string, decision: 'approve' | 'decline') =>
  api.call('reviewJoinRequest', { params: { id, uid }, body: { decision } });
export const createSeason = (id: string, body: z.input<typeof seasonInput>) => api.call('createSeason', { params: { id }, body });
export const createSession = (id: string, body: z.input<typeof sessionInput>) =>
  api.call('createSession', { params: { id }, body });
export const registerForSeason = (id: string, seasonId: string) => api.call('registerForSeason', { params: { id, seasonId } });
export const updateTeam = (id: string, body: UpdateTeamInput) => api.call('updateTeam', { params: { id }, body });
export const deleteTeam = (id: string) => api.call('deleteTeam', { params: { id } });

/** Revalidate every cached read about this team (the team, members, role, requests, seasons, events) and the viewer's registrations. */
export function useRefreshTeam(id: string) {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key: unknown) => {
      if (!Array.isArray(key)) return false;
      const [name, args] = key as [unknown, { params?: Record<string, unknown> } | undefined];
      return name === 'listRegistrations' || (typeof name === 'string' && args?.params?.id === id);
    });
}
