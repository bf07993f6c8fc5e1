import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listFamilyConnectionsKey = (uid: string) => ['listFamilyConnections', { params: { uid } }] as const;

/** The recipient's family connections: which requests still wait for an answer. Pass undefined to wait. */
export function useFamilyConnections(uid: string | undefined) {
  return useSWR(uid ? listFamilyConnectionsKey(uid) : null, ([, args]) => api.call('listFamilyConnections', { params: args.params }));
}

export const respondFamilyConnection = (connectionId: string, accept: boolean): Promise<OutputOf<'respondFamilyConnection'>> =>
  api.call('respondFamilyConnection', { params: { connectionId }, body: { accept } });
