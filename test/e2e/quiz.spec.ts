import { expect, test } from '@playwright/test';

test('a visitor takes the pickleball quiz, gets a result with reasons, and the share link opens the same result', async ({ page, context }) => {
  await page.goto('/quiz');
  await expect(page).toHaveTitle('Quizzes | Rally');
  await page.getByRole('link', { name: /Which pickleball game suits you\?/ }).click();
  await expect(page).toHaveURL(/\/quiz\/pickleball$/);

  const answers = [
    ['How long have you played pickleball?', 'More than two years'],
    ['Which other racquet sports have you played?', 'Tennis'],
    ['What do you want most from a session?', 'To win and keep improving'],
    ['How do you like to play?', 'On my own, covering the whole court'],
    ['Can you dink and hit a third-shot drop?', 'Reliably'],
    ['How much running are you up for?', 'As much as it takes'],
  ] as const;
  for (const [i, [question, answer]] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 6`)).toBeVisible();
    // Keyboard, as a person without a mouse would: the option, then Enter submits the step.
    await page.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
    await page.keyboard.press('Enter');
  }

  const result = page.getByRole('region', { name: 'Singles' });
  await expect(result).toBeVisible();
  await expect(result.getByText('Tennis players bring the footwork and groundstrokes singles rewards.')).toBeVisible();
  await expect(page).toHaveURL(/\?answers=3\.1\.3\.1\.2\.2$/);

  const link = await page.getByRole('textbox', { name: 'Share your result' }).inputValue();
  const friend = await context.newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { level: 2, name: 'Singles' })).toBeVisible();
  await friend.getByRole('link', { name: 'Find pickleball games near you' }).click();
  await expect(friend).toHaveURL(/\/discover\?type=Pickleball/);
});
