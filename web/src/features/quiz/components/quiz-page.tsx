import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { paths } from '@web/lib/paths';
import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { inputClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { decodeAnswers, encodeAnswers, isComplete, scoreQuiz, type Quiz, type QuizResult } from '../quiz-model';

const ANSWERS = 'answers';

/** One quiz: a question at a time, then the result with its reasons and a link to share it. */
export function QuizPage({ quiz }: { quiz: Quiz }) {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const raw = search.get(ANSWERS);
  const shared = useMemo(() => decodeAnswers(quiz, raw), [quiz, raw]);
  const [answers, setAnswers] = useState<(number | undefined)[]>(() =>
    Array.from({ length: quiz.questions.length }, () => undefined),
  );
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Move focus to the new question (or the result) so screen readers announce it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, shared]);

  const restart = () => {
    setAnswers(Array.from({ length: quiz.questions.length }, () => undefined));
    setStep(0);
    setSearch({}, { replace: false });
  };

  if (shared) {
    return (
      <Shell quiz={quiz}>
        <Result quiz={quiz} result={scoreQuiz(quiz, shared)} answers={shared} headingRef={heading} onRestart={restart} />
      </Shell>
    );
  }

  const question = quiz.questions[step]!;
  const chosen = answers[step];
  const last = step === quiz.questions.length - 1;
  const questionNumber = step + 1;
  const questionCount = quiz.questions.length;
  const choose = (index: number) => setAnswers((prev) => prev.map((a, i) => (i === step ? index : a)));
  const next = () => {
    if (chosen === undefined) return;
    if (!last) setStep(step + 1);
    else if (isComplete(quiz, answers)) setSearch({ [ANSWERS]: encodeAnswers(answers) });
  };

  return (
    <Shell quiz={quiz}>
      {raw !== null ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <Trans>That result link does not fit this quiz. Take the quiz to get your own result.</Trans>
        </p>
      ) : null}
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-600" id="quiz-progress">
            <Trans>
              Question {questionNumber} of {questionCount}
            </Trans>
          </p>
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
            max={quiz.questions.length}
            value={step + 1}
            aria-labelledby="quiz-progress"
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend>
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none">
              {t(question.text)}
            </h2>
          </legend>
          {question.hint ? <p className="text-slate-600">{t(question.hint)}</p> : null}
          <div className="flex flex-col gap-2">
            {question.options.map((option, index) => (
              <label
                key={option.label.id}
                className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-4 py-2 ${
                  chosen === index ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50'
                } has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700`}
              >
                <input
                  type="radio"
                  name={question.id}
                  value={index}
                  checked={chosen === index}
                  onChange={() => choose(index)}
                  className="size-5 accent-brand-700"
                />
                <span className="text-slate-900">{t(option.label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          {step > 0 ? (
            <button type="button" className={secondaryButton} onClick={() => setStep(step - 1)}>
              <Trans>Back</Trans>
            </button>
          ) : null}
          <button type="submit" className={primaryButton} disabled={chosen === undefined}>
            {last ? t`See my result` : t`Next`}
          </button>
        </div>
      </form>
    </Shell>
  );
}

function Shell({ quiz, children }: { quiz: Quiz; children: React.ReactNode }) {
  const { t } = useLingui();
  const title = t(quiz.title);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <title>{t`${title} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t(quiz.description)} />
      <nav aria-label={t`Breadcrumb`} className="text-sm">
        <Link to={paths.quiz} className={textLink}>
          <Trans>All quizzes</Trans>
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-700">{t(quiz.description)}</p>
      </header>
      {children}
    </div>
  );
}

function Result({
  quiz,
  result,
  answers,
  headingRef,
  onRestart,
}: {
  quiz: Quiz;
  result: QuizResult;
  answers: number[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const { t } = useLingui();
  const linkId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const link = `${window.location.origin}/quiz/${quiz.slug}?${ANSWERS}=${encodeAnswers(answers)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const { outcome } = result;

  return (
    <section
      aria-labelledby="quiz-result"
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">
          <Trans>Your result</Trans>
        </p>
        <h2 id="quiz-result" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none">
          {t(outcome.title)}
        </h2>
        <p className="text-slate-700">{t(outcome.summary)}</p>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">
          <Trans>Why</Trans>
        </h3>
        <ul className="flex flex-col gap-1.5">
          {result.reasons.map((reason) => (
            <li key={reason.id} className="flex gap-2 text-slate-700">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
              {t(reason)}
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">
          <Trans>What to look for</Trans>
        </h3>
        <ul className="list-disc pl-5 text-slate-700">
          {outcome.details.map((d) => (
            <li key={d.id}>{t(d)}</li>
          ))}
        </ul>
      </div>

      <div className="flex flex-wrap gap-2">
        <Link to={outcome.action.to} className={primaryButton}>
          {t(outcome.action.label)}
        </Link>
        <button type="button" className={secondaryButton} onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Take the quiz again</Trans>
        </button>
      </div>

      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <label htmlFor={linkId} className="font-semibold text-slate-900">
          <Trans>Share your result</Trans>
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input id={linkId} readOnly value={link} className={inputClass} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className={`${secondaryButton} shrink-0`} onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            <Trans>Copy link</Trans>
          </button>
        </div>
        <p role="status" className={`text-sm ${copied === 'failed' ? 'text-red-800' : 'text-slate-600'}`}>
          {copied === 'yes'
            ? t`Link copied.`
            : copied === 'failed'
              ? t`Could not copy: select the link and copy it yourself.`
              : ''}
        </p>
      </div>
    </section>
  );
}
