import { expect, test } from '@playwright/test';
import { messages } from '@shared/constants/messages';

test('an unknown path shows the spec error page with a sign-up link', async ({ page }) => {
  const response = await page.goto('/this/page/does/not/exist');
  expect(response?.ok()).toBe(true); // the SPA answers every path; the router decides

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeVisible();
  await expect(main.getByText(messages.notFoundHint)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  await expect(page).toHaveTitle('Page not found | Rally');
  // The shell is still there, so the visitor can find their way.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' })).toBeVisible();
});
