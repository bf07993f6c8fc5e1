import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type Profile = OutputOf<'getMe'>;

/** SWR key: the route id; sign-in and sign-out clear the whole cache, so it never outlives a session. */
export const getMeKey = ['getMe'] as const;

export const getMe = (): Promise<Profile> => api.call('getMe');

/** The signed-in person's own profile (`hasAdditionalInfo: false` means a new user, spec §4). */
export function useMe() {
  return useSWR(getMeKey, getMe);
}
