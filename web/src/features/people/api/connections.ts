import useSWR, { mutate } from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type Connections = OutputOf<'listConnections'>;
export type Connection = Connections['items'][number];
export type ConnectionStatus = OutputOf<'requestConnection'>['status'];

export const connectionsKey = ['listConnections'] as const;

/** The caller's connections: accepted, requests to answer, requests sent. */
export function useConnections() {
  return useSWR(connectionsKey, () => api.call('listConnections'));
}

export type ConnectionAction = 'request' | 'accept' | 'remove';

/**
 * Ask, accept, or remove (also decline and withdraw); afterwards every cached list or profile
 * that shows where the two people stand is fetched again.
 */
export async function changeConnection(action: ConnectionAction, uid: string): Promise<ConnectionStatus> {
  const params = { params: { uid } };
  const result =
    action === 'request'
      ? await api.call('requestConnection', params)
      : action === 'accept'
        ? await api.call('acceptConnection', params)
        : await api.call('removeConnection', params);
  await mutate((key) => Array.isArray(key) && ['listConnections', 'getUser', 'listNearbyPlayers', 'fullSearch', 'getHomeDashboard'].includes(key[0] as string));
  return result.status;
}
