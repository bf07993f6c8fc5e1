import useSWR, { mutate } from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import type { GuardianDecisionInput } from '../../../../../shared/schemas/people';
import { api } from '../../../lib/api-client';

export type GuardianRequest = OutputOf<'listGuardianRequests'>['items'][number];

export const guardianRequestsKey = ['listGuardianRequests'] as const;

/** Requests to the caller's children that wait for them as parent or guardian (empty for everyone else). */
export function useGuardianRequests() {
  return useSWR(guardianRequestsKey, () => api.call('listGuardianRequests'));
}

/** Approve or decline one held connection request, then read the list again. */
export async function decideGuardianRequest(minorUid: string, requesterUid: string, decision: GuardianDecisionInput['decision']) {
  const result = await api.call('decideGuardianRequest', { params: { minorUid, requesterUid }, body: { decision } });
  await mutate(guardianRequestsKey);
  return result.status;
}
