import { expect, test } from '@playwright/test';
import { seeded, signInFromLogin } from './support';

test('a player favourites an event, finds it on the favourites page and takes it off', async ({ page }) => {
  await signInFromLogin(page, seeded.player);
  await page.goto('/evt/seed-evt-06');
  await expect(page.getByRole('heading', { level: 1, name: 'Indoor Volleyball Open Play' })).toBeVisible();
  const heart = page.getByRole('button', { name: 'Favorite' });
  await expect(heart).toBeEnabled();
  if ((await heart.getAttribute('aria-pressed')) !== 'true') {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toBeEnabled();
  }

  await page.getByRole('link', { name: 'Your favorites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Favorite events' });
  await expect(list.getByRole('link', { name: 'Indoor Volleyball Open Play' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Indoor Volleyball Open Play from favorites' }).click();
  await expect(page.getByRole('link', { name: 'Indoor Volleyball Open Play' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Indoor Volleyball Open Play' })).toHaveCount(0);
});

test('the organiser finds a game they created in the game history on their profile', async ({ page }) => {
  await signInFromLogin(page, seeded.organizer);
  await page.goto('/profile');
  const games = page.getByRole('region', { name: 'Game history' });
  await expect(games.getByRole('combobox', { name: 'Show' })).toBeVisible();
  await games.getByRole('combobox', { name: 'Show' }).selectOption('Upcoming games created');
  const table = games.getByRole('table', { name: /^Upcoming games created of / });
  await expect(table).toBeVisible();
  // Other tests create games as this organiser in parallel, so the seeded one may sit on a later
  // page: turn pages as a person would until it shows.
  const game = table.getByRole('link', { name: 'Lunchtime Hoops' });
  const next = games.getByRole('navigation', { name: 'Pages of upcoming games created' }).getByRole('button', { name: 'Next' });
  for (let turns = 0; !(await game.isVisible()) && (await next.isEnabled()) && turns < 20; turns++) {
    const pageLabel = await games.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(games.getByText(/^Page \d+ of \d+$/)).not.toHaveText(pageLabel ?? '');
  }
  await expect(game).toBeVisible();
  await game.click();
  await expect(page).toHaveURL(/\/evt\/seed-evt-04$/);
});
