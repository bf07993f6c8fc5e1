import useSWR from 'swr';
import { AUTH_STATE_KEY, isSignedIn } from './auth';

/** Whether a visitor is signed in: undefined while checking; false if the check fails. */
export function useSignedIn(): boolean | undefined {
  const { data, error } = useSWR(AUTH_STATE_KEY, isSignedIn, { shouldRetryOnError: false });
  if (error) return false;
  return data;
}
