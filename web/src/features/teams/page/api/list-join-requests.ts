import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { api } from '../../../../lib/api-client';

export type JoinRequest = OutputOf<'listJoinRequests'>['items'][number];

export const listJoinRequestsKey = (id: string) => ['listJoinRequests', { params: { id } }] as const;

/** Pending join requests, oldest first (owners and admins only, so only asked for them). */
export function useJoinRequests(id: string, enabled: boolean) {
  return useSWR(enabled ? listJoinRequestsKey(id) : null, ([, args]) => api.call('listJoinRequests', { params: args.params }));
}
