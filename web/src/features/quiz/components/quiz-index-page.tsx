import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { focusRing } from '@web/components/ui';
import { quizzes } from '../quizzes';

/** `quiz`: the quizzes, each a short way to find your game or gear. No sign-in needed. */
export function QuizIndexPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <title>{t`Quizzes | ${PRODUCT_NAME}`}</title>
      <meta
        name="description"
        content={t`Short quizzes that tell you which pickleball game and which paddle suit you, with the reasons.`}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Quizzes</Trans>
        </h1>
        <p className="text-lg text-slate-700">
          <Trans>
            A minute each, no sign-in needed. Answer a few questions and get a suggestion with the reasons behind it, and a link
            to share it.
          </Trans>
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {quizzes.map((quiz) => {
          const count = quiz.questions.length;
          return (
            <li key={quiz.slug}>
              <Link
                to={`/quiz/${quiz.slug}`}
                className={`flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-700 ${focusRing}`}
              >
                <span className="text-xl font-semibold text-slate-900">{t(quiz.title)}</span>
                <span className="text-slate-700">{t(quiz.description)}</span>
                <span className="mt-auto inline-flex items-center gap-1 font-medium text-brand-700">
                  <Trans>Start ({count} questions)</Trans>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
