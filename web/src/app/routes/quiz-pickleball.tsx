import { pickleballQuiz, QuizPage } from '@web/features/quiz';

/** `quiz/pickleball`: which pickleball format and level suit you (public, shareable result). */
export function Component() {
  return <QuizPage quiz={pickleballQuiz} />;
}
