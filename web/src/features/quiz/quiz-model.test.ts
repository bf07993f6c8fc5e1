import { i18n } from '@web/lib/i18n';
import { describe, expect, it } from 'vitest';
import { decodeAnswers, encodeAnswers, scoreQuiz, type Quiz } from './quiz-model';
import { paddleQuiz, pickleballQuiz, quizzes } from './quizzes';

/** Every way through a quiz (the product of its option counts). */
function* allAnswers(quiz: Quiz, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === quiz.questions.length) {
    yield prefix;
    return;
  }
  for (let i = 0; i < quiz.questions[prefix.length]!.options.length; i++) yield* allAnswers(quiz, [...prefix, i]);
}

describe('scoreQuiz', () => {
  it('sends a newcomer with no racquet sport to a beginner clinic, with every reason that pointed there', () => {
    const result = scoreQuiz(pickleballQuiz, [0, 0, 0, 3, 0, 0]);
    expect(result.outcome.id).toBe('learn');
    expect(result.reasons).toHaveLength(6);
    expect(i18n._(result.reasons[0]!)).toContain('new to the game');
  });

  it('sends a tennis player who loves to run to singles', () => {
    expect(scoreQuiz(pickleballQuiz, [3, 1, 3, 1, 2, 2]).outcome.id).toBe('singles');
  });

  it('suggests a control paddle for a soft-game player at the kitchen line, a lightweight one for a sore arm', () => {
    expect(scoreQuiz(paddleQuiz, [1, 0, 2, 0, 1, 1]).outcome.id).toBe('control');
    expect(scoreQuiz(paddleQuiz, [0, 2, 0, 0, 1, 1]).outcome.id).toBe('light');
  });

  it('refuses incomplete answers', () => {
    expect(() => scoreQuiz(paddleQuiz, [0, 0])).toThrow();
    expect(() => scoreQuiz(paddleQuiz, [0, 0, 0, 0, 0, 9])).toThrow();
  });

  it.each(quizzes)('can reach every outcome of $slug, always with at least one reason', (quiz) => {
    const reached = new Set<string>();
    for (const answers of allAnswers(quiz)) {
      const result = scoreQuiz(quiz, answers);
      reached.add(result.outcome.id);
      expect(result.reasons.length, answers.join('.')).toBeGreaterThan(0);
    }
    expect([...reached].sort()).toEqual(quiz.outcomes.map((o) => o.id).sort());
  });

  it.each(quizzes)('gives points in $slug only to outcomes it has', (quiz) => {
    const ids = new Set(quiz.outcomes.map((o) => o.id));
    for (const q of quiz.questions)
      for (const o of q.options) for (const id of Object.keys(o.points)) expect(ids.has(id), `${q.id}: ${id}`).toBe(true);
  });
});

describe('share links', () => {
  it('round-trips answers', () => {
    const answers = [1, 2, 0, 3, 1, 0];
    expect(decodeAnswers(pickleballQuiz, encodeAnswers(answers))).toEqual(answers);
  });

  it.each([null, '', 'abc', '1.2', '1.2.0.3.1.0.1', '9.0.0.0.0.0', '1..2.0.3.1', '-1.0.0.0.0.0'])('rejects %j', (value) => {
    expect(decodeAnswers(pickleballQuiz, value)).toBeNull();
  });
});
