import { expect, test, type Page } from '@playwright/test';

const isNearbyCall = (url: string, radius: string) => {
  const u = new URL(url);
  return u.pathname === '/api/events/nearby' && u.searchParams.get('radius') === radius;
};

const eventList = (page: Page) => page.getByRole('list', { name: 'Events near Denver, CO' });

test('discover lists seeded events near Denver with distances', async ({ page }) => {
  const firstCall = page.waitForRequest((r) => isNearbyCall(r.url(), '15'));
  await page.goto('/discover');

  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover events' })).toBeVisible();
  await firstCall;

  const cards = eventList(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(card).toContainText(/\d+\.\d mi/);
  }
  await expect(page.getByRole('status').filter({ hasText: 'within 15 miles' })).toBeVisible();
});

test('changing the radius fetches events again for the new radius', async ({ page }) => {
  await page.goto('/discover');
  await expect(eventList(page).getByRole('listitem').first()).toBeVisible();
  const radius = page.getByLabel('Radius');
  await expect(radius).toHaveValue('15');

  const refetch = page.waitForResponse((r) => isNearbyCall(r.url(), '50') && r.ok());
  await radius.selectOption({ label: '50 miles' });
  await refetch;

  await expect(page).toHaveURL(/[?&]radius=50\b/);
  await expect(page.getByRole('status').filter({ hasText: 'within 50 miles' })).toBeVisible();
  await expect(eventList(page).getByRole('listitem').first()).toBeVisible();
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const path of ['/discover', '/sign-up', '/login', '/no-such-page']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('the landing page (sign-up) and discover run without console errors or warnings (no CSP violations, no header the browser does not know)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.goto('/discover');
  await expect(eventList(page).getByRole('listitem').first()).toBeVisible();

  expect(errors).toEqual([]);
});
