import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { paddleQuiz } from '../quizzes';
import { QuizPage } from './quiz-page';

function renderQuiz(url = '/quiz/pickleball-paddle') {
  return renderRoute(url, { routes: [{ path: '/quiz/pickleball-paddle', element: <QuizPage quiz={paddleQuiz} /> }] });
}

describe('QuizPage', () => {
  it('asks one question at a time, keeps answers when going back, and shows the result with a share link', async () => {
    const { user, router } = renderQuiz();
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Improving every week' }));
    await next();
    expect(screen.getByRole('group', { name: 'Which shots win you points?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Dinks, drops and resets' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Improving every week' })).toBeChecked();
    await next();
    expect(screen.getByRole('radio', { name: 'Dinks, drops and resets' })).toBeChecked();
    await next();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await next();
    await user.click(screen.getByRole('radio', { name: 'At the kitchen line' }));
    await next();
    await user.click(screen.getByRole('radio', { name: '$60 to $150' }));
    await next();
    await user.click(screen.getByRole('radio', { name: 'A big, forgiving sweet spot' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    expect(screen.getByRole('heading', { level: 2, name: 'A control paddle' })).toHaveFocus();
    expect(screen.getByText(/You win with the soft game/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?answers=1.0.2.0.1.1');
    expect(screen.getByRole('textbox', { name: 'Share your result' })).toHaveValue(
      `${window.location.origin}/quiz/pickleball-paddle?answers=1.0.2.0.1.1`,
    );

    await user.click(screen.getByRole('button', { name: 'Take the quiz again' }));
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Improving every week' })).not.toBeChecked();
  });

  it('opens a shared result directly', () => {
    renderQuiz('/quiz/pickleball-paddle?answers=0.2.1.2.0.1');
    expect(screen.getByRole('heading', { level: 2, name: 'A starter paddle' })).toBeInTheDocument();
  });

  it('says so when a shared link does not fit the quiz, and starts the quiz', () => {
    renderQuiz('/quiz/pickleball-paddle?answers=7.7');
    expect(screen.getByRole('alert')).toHaveTextContent('That result link does not fit this quiz.');
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
  });
});
