import { expect, test } from '@playwright/test';

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover events' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/discover$/); // focus moved without a navigation

  // The next Tab continues from the content, not from the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0);
});
