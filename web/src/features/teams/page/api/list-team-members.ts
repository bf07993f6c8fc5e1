import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { api } from '../../../../lib/api-client';

export type TeamMember = OutputOf<'listTeamMembers'>['items'][number];

export const listTeamMembersKey = (id: string) => ['listTeamMembers', { params: { id } }] as const;

/** Active members with their roles, owners first. */
export function useTeamMembers(id: string) {
  return useSWR(listTeamMembersKey(id), ([, args]) => api.call('listTeamMembers', { params: args.params }));
}
