import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { findPostSubcategory, visiblePostCategories } from '@shared/constants/post-categories';
import { PRODUCT_NAME } from '@shared/constants/product';
import { LoadError } from '@web/components/load-error';
import { LoadMoreButton } from '@web/components/load-more-button';
import { textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { loginPath } from '@web/lib/redirect';
import { useSignedIn } from '@web/lib/use-signed-in';
import { useStage } from '@web/lib/use-stage';
import { useApiPages } from '@web/lib/use-api';
import { serverText, serverTextOf } from '@web/lib/server-text';
import { POSTS_PAGE } from '../posts-page';
import { PostCard } from './post-card';

/** `posts`: the board's categories with their subcategories, and the signed-in person's own posts. */
export function PostBoardPage() {
  const { t } = useLingui();
  const stage = useStage() ?? 'prod';
  const signedIn = useSignedIn();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <title>{t`Post board | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t`Find games, subs, gear, coaching, teams and venues near you, or post your own.`} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Post board</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>Find a game, a sub, gear or a coach, or post what you are looking for. Pick a category to start.</Trans>
        </p>
        {signedIn === false && (
          <p className="text-slate-700">
            <Trans>
              <Link to={loginPath(paths.posts)} className={textLink}>
                Sign in
              </Link>{' '}
              to write a post.
            </Trans>
          </p>
        )}
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {visiblePostCategories(stage).map((c) => (
          <li key={c.slug} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold">
              <Link to={paths.postCategory(c.slug)} className={textLink}>
                {serverText(c.name)}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">{serverText(c.blurb)}</p>
            <ul className="flex flex-wrap gap-2">
              {c.subcategories.map((s) => (
                <li key={s.slug}>
                  <Link
                    to={paths.postSubcategory(c.slug, s.slug)}
                    className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {serverText(s.name)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {signedIn && <MyPosts stage={stage} />}
    </div>
  );
}

function MyPosts({ stage }: { stage: string }) {
  const { t } = useLingui();
  const list = useApiPages('listMyPosts', (cursor) => ({ query: { limit: POSTS_PAGE, ...(cursor ? { cursor } : {}) } }));
  const { data, error, isLoading, mutate } = list;
  const items = data?.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="my-posts" className="flex flex-col gap-4">
      <h2 id="my-posts" className="text-2xl font-semibold text-slate-900">
        <Trans>Your posts</Trans>
      </h2>
      {error ? (
        <LoadError what={t`Your posts could not be loaded.`} error={error} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <p role="status">
          <Trans>Loading posts...</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="text-slate-600">
          <Trans>You have not posted yet. Pick a subcategory above and write your first post.</Trans>
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {items.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                subcategoryName={serverTextOf(findPostSubcategory(post.category, post.subCategory, stage)?.subcategory.name)}
              />
            ))}
          </div>
          <LoadMoreButton list={list} />
        </>
      )}
    </section>
  );
}
