export { QuizIndexPage } from './components/quiz-index-page';
export { QuizPage } from './components/quiz-page';
export { paddleQuiz, pickleballQuiz, quizzes } from './quizzes';
