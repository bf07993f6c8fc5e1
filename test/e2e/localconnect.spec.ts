import { expect, test } from '@playwright/test';

test('local connect shows communities and games around Denver, then around a city the visitor picks', async ({ page }) => {
  await page.goto('/localconnect');
  await expect(page.getByRole('heading', { level: 1, name: 'What’s happening around Denver, CO' })).toBeVisible();
  const communities = page.getByRole('region', { name: 'Communities nearby' });
  await expect(communities.getByRole('listitem').first()).toBeVisible();
  const games = page.getByRole('region', { name: 'Upcoming games nearby' });
  await expect(games.getByRole('article').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'City' }).fill('Fargo');
  await page.getByRole('option', { name: 'Fargo, ND', exact: true }).click();
  await expect(page).toHaveURL(/place=Fargo%2C\+ND/);
  await expect(page.getByRole('heading', { level: 1, name: 'What’s happening around Fargo, ND' })).toBeVisible();
  await expect(communities.getByText('No communities near Fargo, ND yet.')).toBeVisible();
  await expect(communities.getByRole('link', { name: 'Start the first one' })).toHaveAttribute('href', '/start/community');
});
