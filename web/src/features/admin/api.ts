import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { OutputOf } from '../../../../shared/api/routes';
import type { FlagsDto } from '../../../../shared/schemas/admin';
import type { PartnerInput, PartnerType } from '../../../../shared/schemas/partner';
import { api } from '../../lib/api-client';
import { FLAGS_KEY } from '../../lib/flags';

export type AmbassadorStatus = 'received' | 'approved' | 'declined';
export type Application = OutputOf<'listAmbassadorApplications'>['items'][number];
export type AdminPost = OutputOf<'listRecentPosts'>['items'][number];
type PostPage = OutputOf<'listRecentPosts'>;

export const ADMIN_POSTS_PAGE = 10;

export function useSignupStats(days: number) {
  return useSWR(['getSignupStats', days], () => api.call('getSignupStats', { query: { days } }));
}

export function useAdminFlags() {
  return useSWR(FLAGS_KEY, () => api.call('getFlags'));
}

/** Change flags; the one cached copy (also read by the privacy screen) takes the answer. */
export function useUpdateFlags() {
  const { mutate } = useSWRConfig();
  return async (changes: Partial<FlagsDto>) => {
    const saved = await api.call('updateFlags', { body: changes });
    await mutate(FLAGS_KEY, saved, { revalidate: false });
    return saved;
  };
}

export function useApplications(status: AmbassadorStatus) {
  return useSWR(['listAmbassadorApplications', status], () => api.call('listAmbassadorApplications', { query: { status } }));
}

export const decideApplication = (userId: string, status: 'approved' | 'declined') =>
  api.call('decideAmbassadorApplication', { params: { userId }, body: { status } });

export function useAdminPartners(type: PartnerType) {
  return useSWR(['listPartners', type], () => api.call('listPartners', { query: { type } }));
}

export const savePartner = (id: string | undefined, body: PartnerInput) =>
  id ? api.call('updatePartner', { params: { partnerId: id }, body }) : api.call('createPartner', { body });

export const deletePartner = (id: string) => api.call('deletePartner', { params: { partnerId: id } });

/** Every post, newest first, hidden ones included (moderation). */
export function useRecentPosts() {
  return useSWRInfinite(
    (index, previous: PostPage | null) => {
      if (previous && !previous.next) return null;
      return ['listRecentPosts', { query: { limit: ADMIN_POSTS_PAGE, ...(index > 0 && previous?.next ? { cursor: previous.next } : {}) } }] as const;
    },
    ([, args]) => api.call('listRecentPosts', args),
  );
}

export const setPostHidden = (postId: string, hidden: boolean) => api.call('setPostHidden', { params: { postId }, body: { hidden } });
