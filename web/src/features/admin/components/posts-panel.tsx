import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OutputOf } from '@shared/api/routes';
import { ListStates } from '@web/components/list-states';
import { LoadMoreButton } from '@web/components/load-more-button';
import { secondaryButton, textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { useApiMutation, useApiPages } from '@web/lib/use-api';
import { AdminPanel, useRowAction } from './admin-panel';

type AdminPost = OutputOf<'listRecentPosts'>['items'][number];

const ADMIN_POSTS_PAGE = 10;

/** Post moderation: the newest posts, hidden ones included; hide or show each. */
export function PostsPanel() {
  const { t } = useLingui();
  const recent = useApiPages('listRecentPosts', (cursor) => ({
    query: { limit: ADMIN_POSTS_PAGE, ...(cursor ? { cursor } : {}) },
  }));
  const setPostHidden = useApiMutation('setPostHidden', { invalidates: ['listRecentPosts'] });
  const { busy, run } = useRowAction(t`The post could not be changed. Please try again.`);
  const toggle = (post: AdminPost) =>
    run(post.id, async () => {
      await setPostHidden.trigger({ params: { postId: post.id }, body: { hidden: !post.hidden } });
      return post.hidden ? t`Post shown on the board again` : t`Post hidden from the board`;
    });
  return (
    <AdminPanel id="admin-posts" title={t`Post moderation`}>
      <ListStates
        result={{ data: recent.data?.flatMap((p) => p.items), error: recent.error, mutate: recent.mutate }}
        failed={t`Posts could not be loaded.`}
        loading={t`Loading posts...`}
        empty={t`Nobody has posted yet.`}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <>
            <ul className="flex flex-col divide-y divide-slate-100">
              {items.map((post) => {
                const title = post.title;
                return (
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
                        {post.hidden && (
                          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                            <Trans>Hidden</Trans>
                          </span>
                        )}
                      </span>
                    </div>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={busy !== null}
                      onClick={() => void toggle(post)}
                      aria-label={post.hidden ? t`Show “${title}”` : t`Hide “${title}”`}
                    >
                      {busy === post.id ? t`Saving…` : post.hidden ? t`Show` : t`Hide`}
                    </button>
                  </li>
                );
              })}
            </ul>
            <LoadMoreButton list={recent} />
          </>
        )}
      </ListStates>
    </AdminPanel>
  );
}
