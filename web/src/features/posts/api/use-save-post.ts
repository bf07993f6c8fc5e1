import { useSWRConfig } from 'swr';
import type { PostDto, PostInput } from '@shared/schemas/post';
import { apiKey, useApiMutation } from '@web/lib/use-api';

/**
 * Write or edit a post. The saved post goes straight into the cache its page reads; lists refetch
 * every page when they mount again, and the page that saved refreshes its own.
 */
export function useSavePost() {
  const { mutate } = useSWRConfig();
  const createPost = useApiMutation('createPost');
  const updatePost = useApiMutation('updatePost');
  return async (postId: string | undefined, body: PostInput): Promise<PostDto> => {
    const saved = postId ? await updatePost.trigger({ params: { postId }, body }) : await createPost.trigger({ body });
    await mutate(apiKey('getPost', { params: { postId: saved.id } }), saved, { revalidate: false });
    return saved;
  };
}

/** Delete a post, and forget it at once rather than asking for it again. */
export function useDeletePost() {
  const { mutate } = useSWRConfig();
  const deletePost = useApiMutation('deletePost');
  return async (postId: string): Promise<void> => {
    await deletePost.trigger({ params: { postId } });
    await mutate(apiKey('getPost', { params: { postId } }), undefined, { revalidate: false });
  };
}

/** An admin hides a post from the board or shows it again; the page shows the answer as it is. */
export function useSetPostHidden() {
  const { mutate } = useSWRConfig();
  const setPostHidden = useApiMutation('setPostHidden');
  return async (postId: string, hidden: boolean): Promise<PostDto> => {
    const saved = await setPostHidden.trigger({ params: { postId }, body: { hidden } });
    await mutate(apiKey('getPost', { params: { postId } }), saved, { revalidate: false });
    return saved;
  };
}
