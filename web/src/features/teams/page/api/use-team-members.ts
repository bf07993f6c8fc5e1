import type { SWRResponse } from 'swr';
import type { OutputOf } from '@shared/api/routes';
import { ApiError } from '@web/lib/api-error';
import { useApi } from '@web/lib/use-api';

export type TeamMember = OutputOf<'listTeamMembers'>['items'][number];

/** A private roster answers 401/403 to outsiders: that answer stands, asking again changes nothing. */
const retryable = (error: Error) => !(error instanceof ApiError && (error.status === 401 || error.status === 403));

/**
 * Active members with their roles, owners first: members see them all; others only when the
 * team's roster is public, and never its members under 18. Signed out, the public roster route;
 * nothing is asked while `signedIn` is still unknown.
 */
export function useTeamMembers(
  id: string,
  signedIn: boolean | undefined = true,
): SWRResponse<OutputOf<'listTeamMembers'>, ApiError> {
  const args = { params: { id } };
  const members = useApi('listTeamMembers', signedIn === true ? args : null, { shouldRetryOnError: retryable });
  const roster = useApi('listPublicTeamRoster', signedIn === false ? args : null, { shouldRetryOnError: retryable });
  return signedIn === false ? roster : members;
}
