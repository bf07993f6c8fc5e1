import { Trans, useLingui } from '@lingui/react/macro';
import { siteLimits, type SiteBlock, type SiteContentInput } from '@shared/schemas/site';
import { secondaryButton } from '@web/components/ui';
import { move, slugFrom, type Errors } from '../builder-state';
import { BlockList } from './block-list';
import { Field, type SiteControl } from './site-fields';

type Page = SiteContentInput['pages'][number];

/** The builder's "Pages" section: the page tabs, then the chosen page's title, address, order and blocks. */
export function PageEditor({
  control,
  pages,
  pageIndex: pi,
  errors,
  onPages,
  onPageIndex,
}: {
  control: SiteControl;
  pages: Page[];
  pageIndex: number;
  /** The form's errors by dotted path: a page with any is marked. */
  errors: Errors;
  onPages: (pages: Page[]) => void;
  onPageIndex: (index: number) => void;
}) {
  const { t } = useLingui();
  const page = pages[pi]!;
  const pageTitle = page.title;
  const setPage = (patch: Partial<Page>) => onPages(pages.map((p, i) => (i === pi ? { ...p, ...patch } : p)));
  const blocks = (page.blocks ?? []) as SiteBlock[];

  const addPage = () => {
    if (pages.length >= siteLimits.pages) return;
    const n = pages.length + 1;
    const title = t`Page ${n}`;
    onPages([...pages, { title, slug: slugFrom(title), seoDescription: '', blocks: [] }]);
    onPageIndex(pages.length);
  };

  return (
    <section
      aria-labelledby="site-pages"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="site-pages" className="text-xl font-semibold text-slate-900">
          <Trans>Pages</Trans>
        </h2>
        <button type="button" className={secondaryButton} onClick={addPage} disabled={pages.length >= siteLimits.pages}>
          <Trans>Add page</Trans>
        </button>
      </div>
      {errors.pages && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.pages}
        </p>
      )}
      <ul className="flex flex-wrap gap-2" aria-label={t`Pages of the site`}>
        {pages.map((p, i) => {
          const n = i + 1;
          return (
            <li key={i}>
              <button
                type="button"
                aria-pressed={i === pi}
                onClick={() => onPageIndex(i)}
                className={`${secondaryButton} aria-pressed:border-brand-700 aria-pressed:bg-brand-50 ${Object.keys(errors).some((k) => k.startsWith(`pages.${i}.`)) ? 'border-red-600' : ''}`}
              >
                {p.title || t`Page ${n}`}
                {p.slug === '' ? ` ${t`(home)`}` : ''}
              </button>
            </li>
          );
        })}
      </ul>

      {/* One page's inputs at a time: another page gets inputs of its own. */}
      <fieldset key={pi} className="flex flex-col gap-4 border-t border-slate-200 pt-4">
        <legend className="sr-only">
          <Trans>Page {pageTitle}</Trans>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field control={control} name={`pages.${pi}.title`} label={t`Page title`} maxLength={60} />
          <Field
            control={control}
            name={`pages.${pi}.slug`}
            label={t`Page address`}
            maxLength={60}
            hint={page.slug ? `/${page.slug}` : t`Empty: this is the home page.`}
          />
        </div>
        <Field
          control={control}
          name={`pages.${pi}.seoDescription`}
          label={t`Search engine description`}
          maxLength={160}
          hint={t`What search results show under the page's title (up to 160 characters).`}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={pi === 0}
            onClick={() => {
              onPages(move(pages, pi, -1));
              onPageIndex(pi - 1);
            }}
          >
            <Trans>Move page left</Trans>
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={pi === pages.length - 1}
            onClick={() => {
              onPages(move(pages, pi, 1));
              onPageIndex(pi + 1);
            }}
          >
            <Trans>Move page right</Trans>
          </button>
          <button
            type="button"
            className={`${secondaryButton} text-red-700`}
            disabled={pages.length === 1}
            onClick={() => {
              onPages(pages.filter((_, i) => i !== pi));
              onPageIndex(Math.max(0, pi - 1));
            }}
          >
            <Trans>Remove page</Trans>
          </button>
        </div>

        <h3 className="text-lg font-semibold text-slate-900">
          <Trans>Content</Trans>
        </h3>
        <BlockList control={control} blocks={blocks} path={`pages.${pi}.blocks`} onBlocks={(next) => setPage({ blocks: next })} />
      </fieldset>
    </section>
  );
}
