import { expect, test } from '@playwright/test';

test('a visitor searches the FAQs, opens an answer and follows it to the getting started guide', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page).toHaveTitle('FAQs | Rally');
  const search = page.getByRole('searchbox', { name: 'Search the FAQs' });
  await search.fill('waitlist');
  await expect(page.getByRole('search').getByRole('status')).toHaveText(/^\d+ answers? for “waitlist”$/);
  await expect(page.getByText('If the organiser allows a waitlist, you join it.', { exact: false })).toBeVisible();

  await search.fill('');
  const question = page.getByText('How do recurring events work?');
  await question.click();
  await expect(page.getByText('RSVP to one date, or to every upcoming date of the series', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'getting started guide' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started with Rally' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Find a game' }).getByRole('link', { name: 'Discover games' })).toHaveAttribute('href', '/discover');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Rally' })).toBeVisible();
});
