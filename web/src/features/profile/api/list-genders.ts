import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listGendersKey = ['listGenders'] as const;

export const listGenders = (): Promise<OutputOf<'listGenders'>> => api.call('listGenders');

/** The server's gender list; the profile form drops 'Any' (spec §3). Static, so never revalidated. */
export function useGenders() {
  return useSWR(listGendersKey, listGenders, { revalidateIfStale: false, revalidateOnReconnect: false });
}
