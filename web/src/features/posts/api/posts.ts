import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { OutputOf } from '../../../../../shared/api/routes';
import type { PostInput } from '../../../../../shared/schemas/post';
import { api } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/use-signed-in';

export type Post = OutputOf<'getPost'>;
type Page = OutputOf<'listPosts'>;

export const POSTS_PAGE = 10;

export interface Near {
  lat: number;
  lng: number;
  radius: number;
}

/** A subcategory's posts, newest first, a page at a time ("Load more" follows the cursor). */
export function usePostList(category: string, subCategory: string, near: Near | null) {
  return useSWRInfinite(
    (index, previous: Page | null) => {
      if (previous && !previous.next) return null;
      const query = { limit: POSTS_PAGE, ...(near ?? {}), ...(index > 0 && previous?.next ? { cursor: previous.next } : {}) };
      return ['listPosts', { params: { category, subCategory }, query }] as const;
    },
    ([, args]) => api.call('listPosts', args),
  );
}

export const postKey = (postId: string) => ['getPost', postId] as const;

export function usePost(postId: string) {
  return useSWR(postKey(postId), () => api.call('getPost', { params: { postId } }));
}

/** The signed-in person's own posts (hidden ones marked), a page at a time. */
export function useMyPosts(enabled: boolean) {
  return useSWRInfinite(
    (index, previous: Page | null) => {
      if (!enabled || (previous && !previous.next)) return null;
      return ['listMyPosts', { query: { limit: POSTS_PAGE, ...(index > 0 && previous?.next ? { cursor: previous.next } : {}) } }] as const;
    },
    ([, args]) => api.call('listMyPosts', args),
  );
}

/** The viewer: uid (is this my post?) and go-to city (posts near me). Null for a visitor. */
export function useViewer() {
  const signedIn = useSignedIn();
  const me = useSWR(signedIn ? ['getMe'] : null, () => api.call('getMe'));
  return { signedIn, me: me.data ?? null, isLoading: signedIn === undefined || (signedIn === true && me.isLoading) };
}

export function useSavePost() {
  const { mutate } = useSWRConfig();
  return async (postId: string | undefined, body: PostInput): Promise<Post> => {
    const saved = postId ? await api.call('updatePost', { params: { postId }, body }) : await api.call('createPost', { body });
    // Lists refetch every page when they mount again, and the page that saved refreshes its own.
    await mutate(postKey(saved.id), saved, { revalidate: false });
    return saved;
  };
}

export function useDeletePost() {
  const { mutate } = useSWRConfig();
  return async (postId: string): Promise<void> => {
    await api.call('deletePost', { params: { postId } });
    await mutate(postKey(postId), undefined, { revalidate: false });
  };
}
