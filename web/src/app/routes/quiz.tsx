import { QuizIndexPage } from '@web/features/quiz';

/** `quiz`: the list of quizzes (public). */
export const Component = QuizIndexPage;
