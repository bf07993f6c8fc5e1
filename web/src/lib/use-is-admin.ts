import useSWR from 'swr';
import { isAdminUser } from './auth';
import { useSignedIn } from './use-signed-in';

/** Whether the signed-in person is an admin: undefined while checking, false for visitors. */
export function useIsAdmin(): boolean | undefined {
  const signedIn = useSignedIn();
  const { data, error } = useSWR(signedIn ? 'auth:is-admin' : null, isAdminUser, { shouldRetryOnError: false });
  if (signedIn === false || error) return false;
  return signedIn === undefined ? undefined : data;
}
