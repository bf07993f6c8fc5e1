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
import { useDeletePost, useSetPostHidden } from '../api/use-save-post';
import { useViewer } from '../api/use-viewer';
import { PostForm } from './post-form';

/** `posts/{category}/{subcategory}/{postId}`: the whole post; its author edits or deletes it, an admin hides it. */
export function PostViewPage({ category, subCategory, postId }: { category: string; subCategory: string; postId: string }) {
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
    <nav aria-label="Breadcrumb" className="flex flex-wrap gap-2 text-sm">
      <Link to={paths.posts} className={textLink}>
        Post board
      </Link>
      {names && (
        <>
          <span aria-hidden="true">›</span>
          <Link to={paths.postCategory(names.category.slug)} className={textLink}>
            {names.category.name}
          </Link>
          <span aria-hidden="true">›</span>
          <Link to={paths.postSubcategory(names.category.slug, names.subcategory.slug)} className={textLink}>
            {names.subcategory.name}
          </Link>
        </>
      )}
    </nav>
  );

  if (isLoading) {
    return (
      <Shell title="Loading post">
        {breadcrumb}
        <p role="status">Loading post...</p>
      </Shell>
    );
  }
  if (error || !post) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Shell title="Post not found">
        {breadcrumb}
        {missing ? (
          <div className="flex flex-col gap-3">
            <h1 className="text-2xl font-bold text-slate-900">Post not found</h1>
            <p className="text-slate-700">It may have been deleted by its author or hidden by a moderator.</p>
            <Link to={back} className={`${textLink} self-start`}>
              Back to the list
            </Link>
          </div>
        ) : (
          <LoadError what="This post could not be loaded." error={error} onRetry={() => void reload()} />
        )}
      </Shell>
    );
  }

  const mine = viewer.me?.uid === post.authorId;
  const moderate = async (hidden: boolean) => {
    try {
      await setHidden(postId, hidden);
      toast.success(hidden ? 'Post hidden from the board' : 'Post shown on the board again');
      if (hidden) void navigate(back);
      return undefined;
    } catch (e) {
      return e instanceof Error ? e.message : 'Could not change the post. Please try again.';
    }
  };

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
              if (saved.category !== category || saved.subCategory !== subCategory) void navigate(paths.post(saved), { replace: true });
            }}
          />
        </section>
      ) : (
        <article aria-labelledby="post-title" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 id="post-title" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {post.title}
          </h1>
          <p className="text-sm text-slate-600">
            Posted by{' '}
            <Link to={paths.profile(post.authorId)} className={textLink}>
              {post.authorName}
            </Link>
            {post.city ? ` in ${post.city}` : ''} on {formatDay(post.createdAt)}
            {post.updatedAt.slice(0, 10) !== post.createdAt.slice(0, 10) ? ` · edited ${formatDay(post.updatedAt)}` : ''}
          </p>
          <p className="break-words whitespace-pre-wrap text-slate-800">{post.text}</p>
          {(mine || isAdmin) && (
            <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row">
              {mine && (
                <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
                  Edit post
                </button>
              )}
              {isAdmin && !mine && (
                <ConfirmDialog
                  trigger={
                    <button type="button" className={secondaryButton}>
                      Hide post
                    </button>
                  }
                  title="Hide this post?"
                  description="It disappears from the board for everyone but its author. You can show it again from the admin page."
                  confirmLabel="Hide post"
                  busyLabel="Hiding…"
                  onConfirm={() => moderate(true)}
                />
              )}
              <ConfirmDialog
                trigger={
                  <button type="button" className={`${secondaryButton} text-red-700`}>
                    Delete post
                  </button>
                }
                title="Delete this post?"
                description="The post is removed for good. This cannot be undone."
                confirmLabel="Delete post"
                busyLabel="Deleting…"
                onConfirm={async () => {
                  try {
                    await remove(postId);
                    toast.success('Post deleted');
                    void navigate(back, { replace: true });
                    return undefined;
                  } catch (e) {
                    return e instanceof Error ? e.message : 'Could not delete the post. Please try again.';
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
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      {children}
    </div>
  );
}
