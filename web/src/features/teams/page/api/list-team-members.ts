import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { api } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';

export type TeamMember = OutputOf<'listTeamMembers'>['items'][number];

export const listTeamMembersKey = (id: string) => ['listTeamMembers', { params: { id } }] as const;
export const listPublicTeamRosterKey = (id: string) => ['listPublicTeamRoster', { params: { id } }] as const;

type RosterKey = ReturnType<typeof listTeamMembersKey> | ReturnType<typeof listPublicTeamRosterKey>;

const fetchRoster = ([name, args]: RosterKey) =>
  name === 'listTeamMembers' ? api.call('listTeamMembers', { params: args.params }) : api.call('listPublicTeamRoster', { params: args.params });

/** A private roster answers 401/403 to outsiders: that answer stands, asking again changes nothing. */
const retryable = (error: Error) => !(error instanceof ApiError && (error.status === 401 || error.status === 403));

/**
 * Active members with their roles, owners first: members see them all; others only when the
 * team's roster is public, and never its members under 18. Signed out, the public roster route;
 * nothing is asked while `signedIn` is still unknown.
 */
export function useTeamMembers(id: string, signedIn: boolean | undefined = true) {
  return useSWR(
    signedIn === undefined ? null : signedIn ? listTeamMembersKey(id) : listPublicTeamRosterKey(id),
    fetchRoster,
    { shouldRetryOnError: retryable },
  );
}
