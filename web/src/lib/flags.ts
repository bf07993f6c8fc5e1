import useSWR from 'swr';
import type { FlagsDto } from '@shared/schemas/admin';
import { api } from './api-client';
import { useSignedIn } from './use-signed-in';

export const FLAGS_KEY = 'flags';
/** One copy per state: signed in, the API answers the flags as that person sees them (their betas). */
export const flagsKey = (signedIn: boolean) => [FLAGS_KEY, signedIn ? 'signed-in' : 'visitor'] as const;
const allOff: FlagsDto = { subscriptionsEnabled: false, badges: false };

/**
 * Remote feature flags (GET /api/flags, changed on the admin page) as the person sees them: a flag
 * with a beta audience is on for its beta's people. Every flag off until they load or if they fail.
 */
export function useFlags(): FlagsDto {
  const signedIn = useSignedIn();
  const { data } = useSWR(signedIn === undefined ? null : flagsKey(signedIn), () => api.call('getFlags'), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ?? allOff;
}
