import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type PublicProfile = OutputOf<'getUser'>;

export const getUserKey = (uid: string) => ['getUser', { params: { uid } }] as const;

export const getUser = (uid: string): Promise<PublicProfile> => api.call('getUser', { params: { uid } });

/** Another user's public profile fields (`/profile/{userId}`). Pass undefined to wait. */
export function useUser(uid: string | undefined) {
  return useSWR(uid ? getUserKey(uid) : null, ([, args]) => getUser(args.params.uid));
}
