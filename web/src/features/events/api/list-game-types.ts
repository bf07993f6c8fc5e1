import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listGameTypesKey = ['listGameTypes'] as const;

export const listGameTypes = (): Promise<OutputOf<'listGameTypes'>> => api.call('listGameTypes');

/** Game types as the server lists them ('Other' first). Static, so never revalidated. */
export function useGameTypes() {
  return useSWR(listGameTypesKey, listGameTypes, { revalidateIfStale: false, revalidateOnReconnect: false });
}
