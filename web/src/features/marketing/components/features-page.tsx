import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { focusRing, primaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { mainSlides, marketingPages } from '../content';
import { Carousel } from './carousel';

/** Everything in Rally today, each linking to its page or straight to the feature. */
const more = [
  { name: msg`Discover games`, text: msg`Public games near any place, with distances and filters.`, to: paths.discover },
  { name: msg`Places`, text: msg`Courts, fields and venues near you, with a printable poster for each.`, to: paths.fullSearch() },
  {
    name: msg`Notifications your way`,
    text: msg`E-mail and push per kind of notification, and daily digests of new games.`,
    to: paths.faqs,
  },
  { name: msg`Quizzes`, text: msg`Which pickleball game and which paddle suit you.`, to: paths.quiz },
] as const;

/** `features`: what Rally does, linking every capability page. */
export function FeaturesPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-8 sm:py-12">
      <title>{t`Features | ${PRODUCT_NAME}`}</title>
      <meta
        name="description"
        content={t`What ${PRODUCT_NAME} does: events, communities, brackets, players and places near you.`}
      />
      <header className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          <Trans>Everything {PRODUCT_NAME} does</Trans>
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          <Trans>Organisers run games and communities without the chasing; players find games and each other near them.</Trans>
        </p>
        <Link to={paths.signUp} className={primaryButton}>
          <Trans>Create your free account</Trans>
        </Link>
      </header>
      <Carousel label={t`What you can do on Rally`} slides={mainSlides} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {[...marketingPages.map((p) => ({ name: p.name, text: p.description, to: `/${p.slug}` })), ...more].map((f) => (
          <li key={f.to}>
            <Link
              to={f.to}
              className={`flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 ${focusRing}`}
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                {t(f.name)}
                <ArrowRight aria-hidden="true" className="size-4 text-brand-700" />
              </span>
              <span className="text-sm text-slate-700">{t(f.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
