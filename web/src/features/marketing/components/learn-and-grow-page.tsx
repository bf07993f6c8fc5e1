import { PRODUCT_NAME } from '@shared/constants/product';
import { textLink } from '@web/components/ui';
import { articles } from '../articles';
import { learnSlides } from '../content';
import { Carousel } from './carousel';

const topics = ['Organising', 'Playing'] as const;

/** `learn-and-grow`: articles about organising and playing, with the learn carousel on top. */
export function LearnAndGrowPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{`Learn and grow | ${PRODUCT_NAME}`}</title>
      <meta name="description" content="Short articles about organising games that last and playing better." />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">Learn and grow</h1>
        <p className="text-lg text-slate-700">Short reads about running games people come back to, and about playing them.</p>
      </header>
      <Carousel label="Learn and grow" slides={learnSlides} />
      <nav aria-label="Articles" className="flex flex-col gap-4 sm:flex-row sm:gap-10">
        {topics.map((topic) => (
          <div key={topic} className="flex flex-col gap-1">
            <h2 className="font-semibold text-slate-900">{topic}</h2>
            <ul className="flex flex-col gap-1">
              {articles
                .filter((a) => a.topic === topic)
                .map((a) => (
                  <li key={a.slug}>
                    <a href={`#${a.slug}`} className={textLink}>
                      {a.title}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      {articles.map((a) => (
        <article key={a.slug} id={a.slug} aria-labelledby={`${a.slug}-title`} className="flex scroll-mt-20 flex-col gap-3 border-t border-slate-200 pt-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{a.topic}</p>
          <h2 id={`${a.slug}-title`} className="text-2xl font-semibold text-slate-900">
            {a.title}
          </h2>
          <p className="text-lg text-slate-600">{a.summary}</p>
          {a.paragraphs.map((p) => (
            <p key={p} className="text-slate-700">
              {p}
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}
