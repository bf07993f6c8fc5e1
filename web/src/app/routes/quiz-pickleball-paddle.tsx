import { paddleQuiz, QuizPage } from '@web/features/quiz';

/** `quiz/pickleball-paddle`: which paddle suits you (public, shareable result). */
export function Component() {
  return <QuizPage quiz={paddleQuiz} />;
}
