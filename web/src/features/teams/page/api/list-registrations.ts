import useSWR from 'swr';
import { api } from '../../../../lib/api-client';

export const listRegistrationsKey = (uid: string) => ['listRegistrations', { params: { uid } }] as const;

/** The viewer's own player card registrations (which seasons they already registered for). */
export function useMyRegistrations(uid: string | undefined, enabled: boolean) {
  return useSWR(
    uid && enabled ? listRegistrationsKey(uid) : null,
    ([, args]) => api.call('listRegistrations', { params: args.params }),
    {
      shouldRetryOnError: false,
    },
  );
}
