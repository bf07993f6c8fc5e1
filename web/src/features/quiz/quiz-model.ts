import type { MessageDescriptor } from '@lingui/core';
/**
 * Quizzes (spec §2 route table: quiz, quiz/pickleball, quiz/pickleball-paddle): one question at
 * a time, each option adding points to outcomes; the outcome with most points wins (ties go to
 * the one listed first), and the options that pointed to it are the reasons shown.
 */
export interface QuizOption {
  label: MessageDescriptor;
  /** Points this answer gives each outcome (by outcome id). */
  points: Readonly<Record<string, number>>;
  /** Why this answer leads to an outcome it gives points to. */
  reason: MessageDescriptor;
}

export interface QuizQuestion {
  id: string;
  text: MessageDescriptor;
  hint?: MessageDescriptor;
  options: readonly QuizOption[];
}

export interface QuizOutcome {
  id: string;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** What to look for or do next, as short points. */
  details: readonly MessageDescriptor[];
  /** Where to go from the result. */
  action: { label: MessageDescriptor; to: string };
}

export interface Quiz {
  slug: 'pickleball' | 'pickleball-paddle';
  title: MessageDescriptor;
  description: MessageDescriptor;
  questions: readonly QuizQuestion[];
  outcomes: readonly QuizOutcome[];
}

export interface QuizResult {
  outcome: QuizOutcome;
  /** Points per outcome id, for the "how close was it" line. */
  scores: Readonly<Record<string, number>>;
  reasons: MessageDescriptor[];
}

/** Score complete answers (one option index per question). */
export function scoreQuiz(quiz: Quiz, answers: readonly number[]): QuizResult {
  if (!isComplete(quiz, answers)) throw new Error(`A ${quiz.slug} result needs one valid answer per question`);
  const scores: Record<string, number> = Object.fromEntries(quiz.outcomes.map((o) => [o.id, 0]));
  answers.forEach((choice, q) => {
    for (const [id, points] of Object.entries(quiz.questions[q]!.options[choice]!.points))
      scores[id] = (scores[id] ?? 0) + points;
  });
  const outcome = quiz.outcomes.reduce((best, o) => (scores[o.id]! > scores[best.id]! ? o : best), quiz.outcomes[0]!);
  const reasons = answers
    .map((choice, q) => quiz.questions[q]!.options[choice]!)
    .filter((option) => (option.points[outcome.id] ?? 0) > 0)
    .map((option) => option.reason);
  return { outcome, scores, reasons };
}

export function isComplete(quiz: Quiz, answers: readonly (number | undefined)[]): answers is number[] {
  return (
    answers.length === quiz.questions.length &&
    answers.every((a, q) => Number.isInteger(a) && a! >= 0 && a! < quiz.questions[q]!.options.length)
  );
}

/** Answers as a share-link value: "0.2.1.3.1.0". */
export const encodeAnswers = (answers: readonly number[]) => answers.join('.');

/** A share-link value back to answers, or null when it does not fit this quiz. */
export function decodeAnswers(quiz: Quiz, value: string | null): number[] | null {
  if (!value || !/^\d+(\.\d+)*$/.test(value)) return null;
  const answers = value.split('.').map(Number);
  return isComplete(quiz, answers) ? answers : null;
}
