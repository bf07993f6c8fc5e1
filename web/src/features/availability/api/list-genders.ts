import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listGendersKey = ['listGenders'] as const;

export const listGenders = (): Promise<OutputOf<'listGenders'>> => api.call('listGenders');

/** The server's gender list, 'Any' included (who may see availability, spec §3). Static: never revalidated. */
export function useGenders() {
  return useSWR(listGendersKey, listGenders, { revalidateIfStale: false, revalidateOnReconnect: false });
}
