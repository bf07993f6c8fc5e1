import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OutputOf } from '@shared/api/routes';
import { LoadError } from '@web/components/load-error';
import { LoadMoreButton } from '@web/components/load-more-button';
import { secondaryButton, textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApiMutation, useApiPages } from '@web/lib/use-api';

type AdminPost = OutputOf<'listRecentPosts'>['items'][number];

const ADMIN_POSTS_PAGE = 10;

/** Post moderation: the newest posts, hidden ones included; hide or show each. */
export function PostsPanel() {
  const recent = useApiPages('listRecentPosts', (cursor) => ({ query: { limit: ADMIN_POSTS_PAGE, ...(cursor ? { cursor } : {}) } }));
  const { data, error, isLoading, mutate } = recent;
  const setPostHidden = useApiMutation('setPostHidden', { invalidates: ['listRecentPosts'] });
  const [busy, setBusy] = useState<string | null>(null);
  const items = data?.flatMap((p) => p.items) ?? [];
  const toggle = async (post: AdminPost) => {
    setBusy(post.id);
    try {
      await setPostHidden.trigger({ params: { postId: post.id }, body: { hidden: !post.hidden } });
      toast.success(post.hidden ? 'Post shown on the board again' : 'Post hidden from the board');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The post could not be changed. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="admin-posts" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="admin-posts" className="text-xl font-semibold text-slate-900">
        Post moderation
      </h2>
      {error ? (
        <LoadError what="Posts could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <p role="status">Loading posts...</p>
      ) : items.length === 0 ? (
        <p className="text-slate-600">Nobody has posted yet.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-100">
            {items.map((post) => (
              <li key={post.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex flex-col">
                  {post.hidden ? (
                    <span className="font-medium text-slate-900">{post.title}</span>
                  ) : (
                    <Link to={paths.post(post)} className={textLink}>
                      {post.title}
                    </Link>
                  )}
                  <span className="text-sm text-slate-600">
                    {post.authorName} · {formatDay(post.createdAt)}
                    {post.hidden && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Hidden</span>}
                  </span>
                </div>
                <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void toggle(post)} aria-label={`${post.hidden ? 'Show' : 'Hide'} “${post.title}”`}>
                  {busy === post.id ? 'Saving…' : post.hidden ? 'Show' : 'Hide'}
                </button>
              </li>
            ))}
          </ul>
          <LoadMoreButton list={recent} />
        </>
      )}
    </section>
  );
}
