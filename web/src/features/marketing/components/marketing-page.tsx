import { useLingui } from '@lingui/react/macro';
import { Check, Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { IconCards } from '@web/components/icon-cards';
import { LinkNav } from '@web/components/lists';
import { TitledSection } from '@web/components/titled-section';
import { marketingPages, type MarketingPageContent } from '../content';

/** One capability of Rally: what it does, how to start, and the rest of the features. */
export function MarketingPage({ page }: { page: MarketingPageContent }) {
  const { t } = useLingui();
  const others = marketingPages.filter((p) => p.slug !== page.slug);
  const note = typeof page.note === 'function' ? page.note(new Date()) : page.note ? t(page.note) : undefined;
  const title = t(page.title);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-8 sm:py-12">
      <title>{t`${title} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t(page.description)} />
      <header className="flex flex-col items-start gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(page.name)}</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t(page.headline)}</h1>
        <p className="max-w-2xl text-lg text-slate-700">{t(page.intro)}</p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Link to={page.cta.to} className={primaryButton}>
            {t(page.cta.label)}
          </Link>
          {page.secondary ? (
            <Link to={page.secondary.to} className={secondaryButton}>
              {t(page.secondary.label)}
            </Link>
          ) : null}
        </div>
      </header>

      <TitledSection title={t`What it does`} titleClass="text-2xl font-semibold text-slate-900" className="flex flex-col gap-4">
        <IconCards items={page.sections.map((s) => ({ title: t(s.title), text: t(s.text), icon: Check }))} />
      </TitledSection>

      <TitledSection title={t`How to start`} titleClass="text-2xl font-semibold text-slate-900" className="flex flex-col gap-4">
        <ol className="flex list-decimal flex-col gap-2 pl-6 text-slate-700">
          {page.steps.map((step) => (
            <li key={step.id}>{t(step)}</li>
          ))}
        </ol>
        {note ? (
          <p className="flex gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-700">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            {note}
          </p>
        ) : null}
        <div>
          <Link to={page.cta.to} className={primaryButton}>
            {t(page.cta.label)}
          </Link>
        </div>
      </TitledSection>

      <LinkNav
        label={t`More features`}
        links={[{ to: paths.features, label: t`All features` }, ...others.map((p) => ({ to: `/${p.slug}`, label: t(p.name) }))]}
        className="flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6"
      />
    </div>
  );
}
