import { useSWRConfig } from 'swr';
import type { BodyInputOf, OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';
import { getAvailabilityKey } from './get-availability';

export type UpdateAvailabilityBody = BodyInputOf<'updateAvailability'>;

export const updateAvailability = (uid: string, body: UpdateAvailabilityBody): Promise<OutputOf<'updateAvailability'>> =>
  api.call('updateAvailability', { params: { uid }, body });

/**
 * Save the whole record (PUT replaces it; 409 when `version` is stale) and put the answer, which
 * is what getAvailability would now return, in that key's cache.
 */
export function useUpdateAvailability() {
  const { mutate } = useSWRConfig();
  return async (uid: string, body: UpdateAvailabilityBody) => {
    const saved = await updateAvailability(uid, body);
    await mutate(getAvailabilityKey(uid), saved, { revalidate: false });
    return saved;
  };
}
