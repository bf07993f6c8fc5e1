import { useSWRConfig } from 'swr';
import type { BodyInputOf, OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';
import { getMeKey } from './get-me';

export type UpdateProfileBody = BodyInputOf<'updateProfile'>;

/** Writes answer with the saved profile, which is what getMe would now return: it fills that key. */
export const updateProfileKey = getMeKey;

export const updateProfile = (uid: string, body: UpdateProfileBody): Promise<OutputOf<'updateProfile'>> =>
  api.call('updateProfile', { params: { uid }, body });

/** Save the whole profile (409 when `version` is stale) and put the answer in the getMe cache. */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  return async (uid: string, body: UpdateProfileBody) => {
    const saved = await updateProfile(uid, body);
    await mutate(updateProfileKey, saved, { revalidate: false });
    return saved;
  };
}
