import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { paths } from '@web/lib/paths';
import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { focusRing, inputClass, textLink } from '@web/components/ui';
import { faqGroupsIn, searchFaqs } from '../faqs';

/** `faqs`: the questions people ask, grouped, searchable (the search is kept in the URL). */
export function FaqsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const deferred = useDeferredValue(query);
  const groups = searchFaqs(faqGroupsIn(t), deferred);
  const count = groups.reduce((n, g) => n + g.faqs.length, 0);
  const inputId = useId();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{t`FAQs | ${PRODUCT_NAME}`}</title>
      <meta
        name="description"
        content={t`Answers about finding games, organising, notifications and privacy on ${PRODUCT_NAME}.`}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Frequently asked questions</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>
            How {PRODUCT_NAME} works, in short answers. New here? The{' '}
            <Link to={paths.guide} className={textLink}>
              getting started guide
            </Link>{' '}
            takes you through it step by step.
          </Trans>
        </p>
      </header>

      <search className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium text-slate-800">
          <Trans>Search the FAQs</Trans>
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            placeholder={t`waitlist, push, delete…`}
            onChange={(e) => setSearch(e.target.value ? { q: e.target.value } : {}, { replace: true })}
            className={`${inputClass} pl-10`}
          />
        </div>
        <p role="status" className="text-sm text-slate-600">
          {deferred
            ? t({ message: plural(count, { one: `# answer for “${deferred}”`, other: `# answers for “${deferred}”` }) })
            : t`${count} answers`}
        </p>
      </search>

      {groups.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
          <Trans>
            No questions match “{deferred}”. Try another word, or read the{' '}
            <Link to={paths.guide} className={textLink}>
              getting started guide
            </Link>
            .
          </Trans>
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`} className="flex flex-col gap-3">
            <h2 id={`faq-${group.id}`} className="text-2xl font-semibold text-slate-900">
              {group.title}
            </h2>
            {group.faqs.map((faq) => (
              <details
                key={faq.id}
                id={faq.id}
                open={Boolean(deferred)}
                className="group rounded-md border border-slate-200 bg-white"
              >
                <summary
                  className={`cursor-pointer list-none rounded-md px-4 py-3 font-medium text-slate-900 marker:hidden ${focusRing}`}
                >
                  <span className="flex items-center justify-between gap-3">
                    {faq.question}
                    <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <div className="flex flex-col gap-2 px-4 pb-4 text-slate-700">
                  <p>{faq.answer}</p>
                  {faq.link ? (
                    <Link to={faq.link.to} className={`${textLink} self-start`}>
                      {faq.link.label}
                    </Link>
                  ) : null}
                </div>
              </details>
            ))}
          </section>
        ))
      )}
    </div>
  );
}
