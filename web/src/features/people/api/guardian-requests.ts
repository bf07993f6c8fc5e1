import useSWR, { mutate } from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import type { GuardianDecisionInput } from '../../../../../shared/schemas/people';
import { api } from '../../../lib/api-client';

export type GuardianRequest = OutputOf<'listGuardianRequests'>['items'][number];
export type Decision = GuardianDecisionInput['decision'];

export const guardianRequestsKey = ['listGuardianRequests'] as const;

/** What waits for the caller as parent or guardian of their children (empty for everyone else). */
export function useGuardianRequests() {
  return useSWR(guardianRequestsKey, () => api.call('listGuardianRequests'));
}

/** Approve or decline one held request (a connection to the child, or the child's team join), then read the list again. */
export async function decideGuardianRequest(request: GuardianRequest, decision: Decision) {
  const body = { decision };
  const result =
    request.kind === 'connection'
      ? await api.call('decideGuardianRequest', {
          params: { minorUid: request.minor.uid, requesterUid: request.requester.uid },
          body,
        })
      : await api.call('decideGuardianTeamRequest', { params: { minorUid: request.minor.uid, teamId: request.team.id }, body });
  await mutate(guardianRequestsKey);
  return result.status;
}
