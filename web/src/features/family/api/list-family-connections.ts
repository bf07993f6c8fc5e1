import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listFamilyConnectionsKey = (uid: string) => ['listFamilyConnections', { params: { uid } }] as const;

export const listFamilyConnections = (uid: string): Promise<OutputOf<'listFamilyConnections'>> =>
  api.call('listFamilyConnections', { params: { uid } });

/** The person's family connections, as requester or recipient, pending and accepted. */
export function useFamilyConnections(uid: string) {
  return useSWR(listFamilyConnectionsKey(uid), ([, args]) => listFamilyConnections(args.params.uid));
}
