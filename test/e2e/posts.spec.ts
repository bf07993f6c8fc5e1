import { expect, test } from '@playwright/test';
import { signUpNewUser } from './support';

test('a visitor browses the post board down to a seeded post', async ({ page }) => {
  await page.goto('/posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Post board' })).toBeVisible();
  await page.getByRole('link', { name: 'Play & Competition' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Play & Competition' })).toBeVisible();
  await page.getByRole('link', { name: 'Find a Game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Posts in Play & Competition - Find a Game' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to post' })).toBeVisible();

  const card = page.getByRole('article', { name: 'Saturday morning pickleball, 3.0-3.5' });
  await card.getByRole('link', { name: /View More/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday morning pickleball, 3.0-3.5' })).toBeVisible();
  await expect(page.getByText(/rotate partners every game/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete post' })).toHaveCount(0);

  // A subcategory nobody has posted in yet.
  await page.goto('/posts/venues-and-locations/facility-rentals');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts in Venues & Locations - Facility Rentals' })).toBeVisible();
  await expect(page.getByText('No posts found in this category.')).toBeVisible();
});

test('a player writes a post, reads it, edits it and deletes it', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Poppy Poster');
  await page.goto('/posts/gear-and-equipment/lost-and-found');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts in Gear & Equipment - Lost & Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Write a post' }).click();

  const form = page.getByRole('form', { name: 'Write a post' });
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Text is required')).toBeVisible();
  await expect(form.getByLabel('Category', { exact: true })).toHaveValue('gear-and-equipment');
  await expect(form.getByLabel('Subcategory')).toHaveValue('lost-and-found');

  const title = `Lost: red paddle ${Date.now().toString(36)}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Left a red paddle at Congress Park on Tuesday evening. It has my initials, P.P., on the handle. Reward: coffee!');
  await form.getByRole('button', { name: 'Publish post' }).click();

  const text = 'Left a red paddle at Congress Park on Tuesday evening. It has my initials, P.P., on the handle. Reward: coffee!';
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Poppy Poster · Denver, CO', { exact: false })).toBeVisible();
  // The card shows the first 100 characters and a View More link.
  await expect(card.getByText(`${text.slice(0, 100).trimEnd()}…`, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `View More: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Reward: coffee!', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Edit post' }).click();
  const edit = page.getByRole('form', { name: 'Edit your post' });
  await edit.getByLabel('Title').fill(`${title} (found!)`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (found!)` })).toBeVisible();

  await page.getByRole('button', { name: 'Delete post' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(/\/posts\/gear-and-equipment\/lost-and-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Posts in Gear & Equipment - Lost & Found' })).toBeVisible();
  await expect(page.getByRole('article', { name: `${title} (found!)` })).toHaveCount(0);

  await page.goto('/posts');
  await expect(page.getByRole('region', { name: 'Your posts' }).getByText('You have not posted yet.', { exact: false })).toBeVisible();
});
