import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants/product';
import { textLink } from '@web/components/ui';
import { articles } from '../articles';
import { learnSlides } from '../content';
import { Carousel } from './carousel';

const topics = [
  { key: 'Organising', label: msg`Organising` },
  { key: 'Playing', label: msg`Playing` },
] as const;
const topicLabel = Object.fromEntries(topics.map((topic) => [topic.key, topic.label]));

/** `learn-and-grow`: articles about organising and playing, with the learn carousel on top. */
export function LearnAndGrowPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{t`Learn and grow | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t`Short articles about organising games that last and playing better.`} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Learn and grow</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>Short reads about running games people come back to, and about playing them.</Trans>
        </p>
      </header>
      <Carousel label={t`Learn and grow`} slides={learnSlides} />
      <nav aria-label={t`Articles`} className="flex flex-col gap-4 sm:flex-row sm:gap-10">
        {topics.map((topic) => (
          <div key={topic.key} className="flex flex-col gap-1">
            <h2 className="font-semibold text-slate-900">{t(topic.label)}</h2>
            <ul className="flex flex-col gap-1">
              {articles
                .filter((a) => a.topic === topic.key)
                .map((a) => (
                  <li key={a.slug}>
                    <a href={`#${a.slug}`} className={textLink}>
                      {t(a.title)}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      {articles.map((a) => (
        <article
          key={a.slug}
          id={a.slug}
          aria-labelledby={`${a.slug}-title`}
          className="flex scroll-mt-20 flex-col gap-3 border-t border-slate-200 pt-6"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(topicLabel[a.topic]!)}</p>
          <h2 id={`${a.slug}-title`} className="text-2xl font-semibold text-slate-900">
            {t(a.title)}
          </h2>
          <p className="text-lg text-slate-600">{t(a.summary)}</p>
          {a.paragraphs.map((p) => (
            <p key={p.id} className="text-slate-700">
              {t(p)}
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}
