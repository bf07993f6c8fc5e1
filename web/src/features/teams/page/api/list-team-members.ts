import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { api } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';

export type TeamMember = OutputOf<'listTeamMembers'>['items'][number];

export const listTeamMembersKey = (id: string) => ['listTeamMembers', { params: { id } }] as const;

/** A private roster answers 401/403 to outsiders: that answer stands, asking again changes nothing. */
const retryable = (error: Error) => !(error instanceof ApiError && (error.status === 401 || error.status === 403));

/** Active members with their roles, owners first (members only, unless the team's roster is public). */
export function useTeamMembers(id: string) {
  return useSWR(listTeamMembersKey(id), ([, args]) => api.call('listTeamMembers', { params: args.params }), {
    shouldRetryOnError: retryable,
  });
}
