import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { findPostCategory } from '@shared/constants/post-categories';
import { PRODUCT_NAME } from '@shared/constants/product';
import { ErrorPage } from '@web/components/error-page';
import { textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { useStage } from '@web/lib/use-stage';
import { serverText } from '@web/lib/server-text';

/** `posts/{category}`: the category's subcategories. */
export function PostCategoryPage({ category }: { category: string }) {
  const { t } = useLingui();
  const stage = useStage();
  if (stage === undefined) return null;
  const found = findPostCategory(category, stage);
  if (!found) return <ErrorPage />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${serverText(found.name)} | ${PRODUCT_NAME}`}</title>
      <nav aria-label={t`Breadcrumb`}>
        <Link to={paths.posts} className={textLink}>
          <Trans>Post board</Trans>
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{serverText(found.name)}</h1>
        <p className="text-lg text-slate-700">{serverText(found.blurb)}</p>
      </header>
      <ul className="flex flex-col gap-3">
        {found.subcategories.map((s) => (
          <li key={s.slug}>
            <Link
              to={paths.postSubcategory(found.slug, s.slug)}
              className="flex min-h-14 items-center justify-between rounded-lg border border-slate-200 bg-white px-4 font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {serverText(s.name)}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
