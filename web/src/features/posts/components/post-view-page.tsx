import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { findPostSubcategory } from '@shared/constants/post-categories';
import { PRODUCT_NAME } from '@shared/constants/product';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { secondaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { formatDay } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useIsAdmin } from '@web/lib/use-is-admin';
import { useStage } from '@web/lib/use-stage';
import { useApi } from '@web/lib/use-api';
import { serverText } from '@web/lib/server-text';
import { useDeletePost, useSetPostHidden } from '../api/use-save-post';
import { useViewer } from '../api/use-viewer';
import { PostForm } from './post-form';

/** `posts/{category}/{subcategory}/{postId}`: the whole post; its author edits or deletes it, an admin hides it. */
export function PostViewPage({ category, subCategory, postId }: { category: string; subCategory: string; postId: string }) {
  const { t } = useLingui();
  const stage = useStage() ?? 'prod';
  const navigate = useNavigate();
  const { data: post, error, isLoading, mutate: reload } = useApi('getPost', { params: { postId } });
  const viewer = useViewer();
  const isAdmin = useIsAdmin();
  const remove = useDeletePost();
  const setHidden = useSetPostHidden();
  const [editing, setEditing] = useState(false);
  const back = paths.postSubcategory(category, subCategory);
  const names = findPostSubcategory(post?.category ?? category, post?.subCategory ?? subCategory, stage);

  const breadcrumb = (
    <nav aria-label={t`Breadcrumb`} className="flex flex-wrap gap-2 text-sm">
      <Link to={paths.posts} className={textLink}>
        <Trans>Post board</Trans>
      </Link>
      {names && (
        <>
          <span aria-hidden="true">›</span>
          <Link to={paths.postCategory(names.category.slug)} className={textLink}>
            {serverText(names.category.name)}
          </Link>
          <span aria-hidden="true">›</span>
          <Link to={paths.postSubcategory(names.category.slug, names.subcategory.slug)} className={textLink}>
            {serverText(names.subcategory.name)}
          </Link>
        </>
      )}
    </nav>
  );

  if (isLoading) {
    return (
      <Shell title={t`Loading post`}>
        {breadcrumb}
        <p role="status">
          <Trans>Loading post...</Trans>
        </p>
      </Shell>
    );
  }
  if (error || !post) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Shell title={t`Post not found`}>
        {breadcrumb}
        {missing ? (
          <div className="flex flex-col gap-3">
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Post not found</Trans>
            </h1>
            <p className="text-slate-700">
              <Trans>It may have been deleted by its author or hidden by a moderator.</Trans>
            </p>
            <Link to={back} className={`${textLink} self-start`}>
              <Trans>Back to the list</Trans>
            </Link>
          </div>
        ) : (
          <LoadError what={t`This post could not be loaded.`} error={error} onRetry={() => void reload()} />
        )}
      </Shell>
    );
  }

  const mine = viewer.me?.uid === post.authorId;
  const moderate = async (hidden: boolean) => {
    try {
      await setHidden(postId, hidden);
      toast.success(hidden ? t`Post hidden from the board` : t`Post shown on the board again`);
      if (hidden) void navigate(back);
      return undefined;
    } catch (e) {
      return e instanceof Error ? e.message : t`Could not change the post. Please try again.`;
    }
  };

  const author = (
    <Link to={paths.profile(post.authorId)} className={textLink}>
      {post.authorName}
    </Link>
  );
  const city = post.city;
  const created = formatDay(post.createdAt);
  const updated = formatDay(post.updatedAt);
  return (
    <Shell title={post.title}>
      {breadcrumb}
      {editing ? (
        <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <PostForm
            post={post}
            category={post.category}
            subCategory={post.subCategory}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              if (saved.category !== category || saved.subCategory !== subCategory)
                void navigate(paths.post(saved), { replace: true });
            }}
          />
        </section>
      ) : (
        <article
          aria-labelledby="post-title"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h1 id="post-title" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {post.title}
          </h1>
          <p className="text-sm text-slate-600">
            {city ? (
              <Trans>
                Posted by {author} in {city} on {created}
              </Trans>
            ) : (
              <Trans>
                Posted by {author} on {created}
              </Trans>
            )}
            {post.updatedAt.slice(0, 10) !== post.createdAt.slice(0, 10) ? ` · ${t`edited ${updated}`}` : ''}
          </p>
          <p className="break-words whitespace-pre-wrap text-slate-800">{post.text}</p>
          {(mine || isAdmin) && (
            <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row">
              {mine && (
                <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
                  <Trans>Edit post</Trans>
                </button>
              )}
              {isAdmin && !mine && (
                <ConfirmDialog
                  trigger={
                    <button type="button" className={secondaryButton}>
                      <Trans>Hide post</Trans>
                    </button>
                  }
                  title={t`Hide this post?`}
                  description={t`It disappears from the board for everyone but its author. You can show it again from the admin page.`}
                  confirmLabel={t`Hide post`}
                  busyLabel={t`Hiding…`}
                  onConfirm={() => moderate(true)}
                />
              )}
              <ConfirmDialog
                trigger={
                  <button type="button" className={`${secondaryButton} text-red-700`}>
                    <Trans>Delete post</Trans>
                  </button>
                }
                title={t`Delete this post?`}
                description={t`The post is removed for good. This cannot be undone.`}
                confirmLabel={t`Delete post`}
                busyLabel={t`Deleting…`}
                onConfirm={async () => {
                  try {
                    await remove(postId);
                    toast.success(t`Post deleted`);
                    void navigate(back, { replace: true });
                    return undefined;
                  } catch (e) {
                    return e instanceof Error ? e.message : t`Could not delete the post. Please try again.`;
                  }
                }}
              />
            </div>
          )}
        </article>
      )}
    </Shell>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{t`${title} | ${PRODUCT_NAME}`}</title>
      {children}
    </div>
  );
}
