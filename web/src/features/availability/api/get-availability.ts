import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type Availability = OutputOf<'getAvailability'>;

export const getAvailabilityKey = (uid: string) => ['getAvailability', { params: { uid } }] as const;

export const getAvailability = (uid: string): Promise<Availability> => api.call('getAvailability', { params: { uid } });

/**
 * A person's availability: everything for its owner (`record: null` until first saved); for
 * anyone else `visible: false` and no record unless the owner's privacy settings allow it.
 * Pass undefined to wait.
 */
export function useAvailability(uid: string | undefined) {
  return useSWR(uid ? getAvailabilityKey(uid) : null, ([, args]) => getAvailability(args.params.uid));
}
