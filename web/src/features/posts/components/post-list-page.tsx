import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { findPostSubcategory } from '@shared/constants/post-categories';
import { PRODUCT_NAME } from '@shared/constants/product';
import { ErrorPage } from '@web/components/error-page';
import { LoadError } from '@web/components/load-error';
import { LoadMoreButton } from '@web/components/load-more-button';
import { SwitchField } from '@web/components/switch-field';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { loginPath } from '@web/lib/redirect';
import { useStage } from '@web/lib/use-stage';
import { useApiPages } from '@web/lib/use-api';
import { serverText } from '@web/lib/server-text';
import { useViewer } from '../api/use-viewer';
import { POSTS_PAGE } from '../posts-page';
import { PostCard } from './post-card';
import { PostForm } from './post-form';

/** Miles around the viewer's go-to city for "Only posts near …". */
export const NEARBY_RADIUS = 25;

/**
 * `posts/{category}/{subcategory}` (spec §2): 'Posts in {category} - {subcategory}', newest first,
 * 'Loading posts...' then the cards or 'No posts found in this category.'; signed-in people write
 * here and can narrow the list to posts near their go-to city (kept in the URL as ?near=1).
 */
export function PostListPage({ category, subCategory }: { category: string; subCategory: string }) {
  const { t } = useLingui();
  const stage = useStage();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const viewer = useViewer();
  const [writing, setWriting] = useState(false);
  const city = viewer.me?.defaultCity ?? null;
  const nearOn = search.get('near') === '1' && city !== null;
  const near = nearOn && city ? { lat: city.lat, lng: city.lng, radius: NEARBY_RADIUS } : null;
  const list = useApiPages('listPosts', (cursor) => ({
    params: { category, subCategory },
    query: { limit: POSTS_PAGE, ...(near ?? {}), ...(cursor ? { cursor } : {}) },
  }));

  if (stage === undefined) return null;
  const found = findPostSubcategory(category, subCategory, stage);
  if (!found) return <ErrorPage />;
  const categoryName = serverText(found.category.name);
  const subcategoryName = serverText(found.subcategory.name);
  const title = t`Posts in ${categoryName} - ${subcategoryName}`;
  const items = list.data?.flatMap((p) => p.items) ?? [];
  const more = Boolean(list.data?.at(-1)?.next);
  const here = paths.postSubcategory(category, subCategory);
  const cityName = city?.name ?? '';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{t`${title} | ${PRODUCT_NAME}`}</title>
      <nav aria-label={t`Breadcrumb`} className="flex flex-wrap gap-2 text-sm">
        <Link to={paths.posts} className={textLink}>
          <Trans>Post board</Trans>
        </Link>
        <span aria-hidden="true">›</span>
        <Link to={paths.postCategory(category)} className={textLink}>
          {categoryName}
        </Link>
      </nav>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {viewer.signedIn === false ? (
          <Link to={loginPath(here)} className={secondaryButton}>
            <Trans>Sign in to post</Trans>
          </Link>
        ) : viewer.signedIn && !writing ? (
          <button type="button" className={primaryButton} onClick={() => setWriting(true)}>
            <Trans>Write a post</Trans>
          </button>
        ) : null}
      </header>

      {writing && (
        <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <PostForm
            category={category}
            subCategory={subCategory}
            onCancel={() => setWriting(false)}
            onSaved={(post) => {
              setWriting(false);
              if (post.category === category && post.subCategory === subCategory) void list.mutate();
              else void navigate(paths.post(post));
            }}
          />
        </section>
      )}

      {city && (
        <SwitchField
          accessibleName={t`Only posts near ${cityName}`}
          label={t`Only posts within ${NEARBY_RADIUS} miles of ${cityName}`}
          checked={nearOn}
          onCheckedChange={(on) => {
            const next = new URLSearchParams(search);
            if (on) next.set('near', '1');
            else next.delete('near');
            setSearch(next, { replace: true });
          }}
        />
      )}

      {list.error && !list.data ? (
        <LoadError what={t`Posts could not be loaded.`} error={list.error} onRetry={() => void list.mutate()} />
      ) : list.isLoading ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading posts...</Trans>
        </p>
      ) : items.length === 0 && !more ? (
        <p role="status" className="text-slate-600">
          <Trans>No posts found in this category.</Trans>
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-4">
            {items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
          {items.length === 0 && (
            <p className="text-slate-600">
              <Trans>No nearby posts among the latest ones yet.</Trans>
            </p>
          )}
          {list.error && (
            <LoadError what={t`More posts could not be loaded.`} error={list.error} onRetry={() => void list.mutate()} />
          )}
          <LoadMoreButton list={list} />
        </>
      )}
    </div>
  );
}
