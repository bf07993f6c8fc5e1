import { expect, test } from '@playwright/test';

test('a visitor tours the features: the carousel holds still while focused, each page leads to its feature', async ({ page }) => {
  await page.goto('/features');
  await expect(page).toHaveTitle('Features | Rally');
  const carousel = page.getByRole('region', { name: 'What you can do on Rally' });
  // Keyboard: focus the carousel's controls; it stops rotating while focus is inside.
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  const current = carousel.locator('[aria-roledescription="slide"]:not([hidden])');
  await expect(current).toHaveAttribute('aria-label', '2 of 6: Organise without the chasing');
  await page.waitForTimeout(6500);
  await expect(current).toHaveAttribute('aria-label', '2 of 6: Organise without the chasing');

  await page.getByRole('link', { name: /^Organise events Create pickup games/ }).click();
  await expect(page).toHaveURL(/\/organize-events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Run games people actually show up to' })).toBeVisible();
  await page.getByRole('navigation', { name: 'More features' }).getByRole('link', { name: 'Tournaments and brackets' }).click();
  // Read after the spec's dates (Q2 2025, pre-order from 2025-06-01): the page speaks of them in the past.
  await expect(page.getByText('was announced for the second quarter of 2025 at a price of $0, with pre-orders from 1 June 2025', { exact: false })).toBeVisible();
  await page.getByRole('navigation', { name: 'More features' }).getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveTitle('Community connect | Rally');
  await page.getByRole('link', { name: 'Browse communities' }).click();
  await expect(page).toHaveURL(/\/teams-v3$/);
});

test('the carousel pages stand on their own', async ({ page }) => {
  for (const [path, name] of [
    ['/main-carousel', 'What you can do on Rally'],
    ['/learn-and-grow-carousel', 'Learn and grow'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
});

test('learn and grow: the article list jumps to an article', async ({ page }) => {
  await page.goto('/learn-and-grow');
  await expect(page).toHaveTitle('Learn and grow | Rally');
  await page.getByRole('navigation', { name: 'Articles' }).getByRole('link', { name: 'Keeping a waitlist fair' }).click();
  await expect(page).toHaveURL(/#fair-waitlist$/);
  const article = page.getByRole('article', { name: 'Keeping a waitlist fair' });
  await expect(article).toBeInViewport();
  await expect(article.getByText('the order people joined', { exact: false })).toBeVisible();
});

test('public pages load the light public build; its links lead into the app, and the app shows the same pages', async ({ page }) => {
  const entry = () => page.evaluate(() => [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src') ?? ''));
  await page.goto('/faqs');
  await expect(page).toHaveTitle('FAQs | Rally');
  expect(await entry()).toEqual([expect.stringMatching(/^\/assets\/public-[\w-]+\.js$/)]);

  // Leaving the public pages loads the app itself.
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(await entry()).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);

  // Inside the app, the same page is one of its routes (no reload).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Everything Rally does' })).toBeVisible();
  await expect(page).toHaveTitle('Features | Rally');
  expect(await entry()).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
});

test('a signed-out visitor opens find-players and sees the pitch, and its sign-up call leads to sign-up', async ({ page }) => {
  await page.goto('/find-players');
  await expect(page).toHaveTitle('Find players | Rally');
  await expect(page.getByRole('heading', { level: 1, name: 'Never be a player short' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What it does' })).toBeVisible();
  // Not the login page: the marketing page is public.
  await expect(page).toHaveURL(/\/find-players$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign up to find players' }).first().click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Ffind-players$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});
