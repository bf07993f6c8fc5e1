import useSWR from 'swr';
import type { FlagsDto } from '@shared/schemas/admin';
import { api } from './api-client';

export const FLAGS_KEY = 'flags';
const allOff: FlagsDto = { subscriptionsEnabled: false, badges: false };

/** Remote feature flags (GET /api/flags, changed on the admin page); every flag off until they load or if they fail. */
export function useFlags(): FlagsDto {
  const { data } = useSWR(FLAGS_KEY, () => api.call('getFlags'), { revalidateOnFocus: false, shouldRetryOnError: false });
  return data ?? allOff;
}
