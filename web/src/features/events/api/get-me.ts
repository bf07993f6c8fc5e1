import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

/** The same key as the profile feature's, so the app loads the signed-in profile once. */
export const getMeKey = ['getMe'] as const;

export const getMe = (): Promise<OutputOf<'getMe'>> => api.call('getMe');

/** Who is looking (uid, home city): only fetched when signed in. */
export function useViewer(signedIn: boolean | undefined) {
  return useSWR(signedIn ? getMeKey : null, getMe, { shouldRetryOnError: false });
}
