import { expect, test } from '@playwright/test';
import { signUpNewUser } from './support';

test('a new player walks through the guided setup and finishes on home', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Onboard Olly');
  await page.goto('/user-onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Get set up, Onboard Olly' })).toBeVisible();
  const step = page.getByRole('region', { name: 'Your city' });
  await expect(step.getByText('Denver, CO')).toBeVisible();

  await page.getByRole('button', { name: 'Next: What you play' }).click();
  await expect(page).toHaveURL(/step=interests/);
  await expect(page.getByRole('heading', { level: 2, name: 'What you play' })).toBeFocused();
  await page.getByRole('button', { name: 'Next: When you can play' }).click();
  await expect(page.getByRole('region', { name: 'When you can play' })).toBeVisible();
  await page.getByRole('button', { name: 'Next: How we tell you' }).click();
  const notifications = page.getByRole('region', { name: 'How we tell you' });
  await expect(notifications.getByRole('checkbox', { name: 'News email notifications' })).toBeChecked();

  // The step list jumps anywhere; Back goes one step back.
  await page.getByRole('navigation', { name: 'Setup steps' }).getByRole('button', { name: '2. What you play' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('region', { name: 'Your city' })).toBeVisible();
  await page.goto('/user-onboarding?step=notifications');
  await page.getByRole('link', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
