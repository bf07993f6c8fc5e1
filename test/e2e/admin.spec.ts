import { expect, test } from '@playwright/test';
import { notFoundPageMessages } from '@shared/constants/product';
import { seeded, signIn, signInFromLogin, signUpNewUser } from './support';

const admin = 'admin@example.com';

test('the admin page is the error page for anyone but an admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInFromLogin(page, seeded.player);
  await page.goto('/admin');
  await expect(page.getByText(notFoundPageMessages.notFoundTitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
});

test('an admin sees sign-ups and turns a feature flag on and off, kept after a reload', async ({ page }) => {
  await signInFromLogin(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const signups = page.getByRole('region', { name: 'Sign-ups' });
  await expect(signups.getByRole('table', { name: /New profiles per day/ })).toBeVisible();
  await expect(signups.getByText('All time')).toBeVisible();

  // Subscriptions: no other test depends on it (the badges flag is read by the privacy test).
  const flag = () => page.getByRole('region', { name: 'Feature flags' }).getByRole('switch', { name: 'Subscriptions' });
  const before = await flag().getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';
  await flag().click();
  await expect(flag()).toHaveAttribute('aria-checked', after);
  await page.reload();
  await expect(flag()).toHaveAttribute('aria-checked', after);
  await flag().click();
  await expect(flag()).toHaveAttribute('aria-checked', before ?? 'false');
});

test('an admin hides a post and it leaves the board', async ({ page, request, browser }) => {
  await signUpNewUser(page, request, 'Sam Spammer');
  await page.goto('/posts/announcements-and-miscellaneous/miscellaneous');
  await page.getByRole('button', { name: 'Write a post' }).click();
  const title = `Cheap tickets ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text').fill('Click here for cheap tickets!!!');
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await signInFromLogin(adminPage, admin);
  await adminPage.goto('/admin');
  const moderation = adminPage.getByRole('region', { name: 'Post moderation' });
  await moderation.getByRole('button', { name: `Hide “${title}”` }).click();
  await expect(moderation.getByRole('button', { name: `Show “${title}”` })).toBeVisible();

  await page.goto('/posts/announcements-and-miscellaneous/miscellaneous');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts in Announcements & Miscellaneous - Miscellaneous' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('an admin adds a partner that visitors then find with its events', async ({ page, browser }) => {
  await signInFromLogin(page, admin);
  await page.goto('/admin');
  const partners = page.getByRole('region', { name: 'Partners' });
  await partners.getByRole('button', { name: 'Add partner' }).click();
  const form = partners.getByRole('form', { name: 'Add a partner' });
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();

  const name = `Eastside Courts ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Partner type').selectOption('clubs');
  await form.getByLabel('Tagline').fill('Friendly club play every night');
  await form.getByLabel('Description').fill('A club that plays at Washington Park and welcomes newcomers.');
  await form.getByLabel('City').fill('Denver, CO');
  await form.getByLabel('Website').fill('http://eastside.example.com');
  await form.getByLabel('Places').fill('http://127.0.0.1/places/view/seed-place-wash-park');
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(form.getByText('Enter a web address starting with https://')).toBeVisible();
  await form.getByLabel('Website').fill('https://eastside.example.com');
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(partners.getByRole('link', { name })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/partners/clubs');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Club partners' })).toBeVisible();
  await visitor.getByRole('link', { name: `About ${name}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /eastside\.example\.com/ })).toHaveAttribute('href', 'https://eastside.example.com');
  await visitor.getByRole('link', { name: 'See upcoming events' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: `Events at ${name}` })).toBeVisible();
  await expect(visitor.getByRole('article').first()).toBeVisible();
});

test('an admin disables an account: its next page load is signed out, and once enabled it signs in again', async ({ page, request, browser }) => {
  const { email } = await signUpNewUser(page, request, 'Dee Disabled');

  const adminPage = await (await browser.newContext()).newPage();
  await signInFromLogin(adminPage, admin);
  await adminPage.goto('/admin');
  const users = adminPage.getByRole('region', { name: 'Users' });
  await users.getByLabel('Sign-in e-mail').fill(email);
  await users.getByRole('button', { name: 'Find user' }).click();
  const account = users.getByRole('article', { name: 'Account of Dee Disabled Tester' });
  await expect(account.getByText('Active', { exact: true })).toBeVisible();
  await account.getByRole('button', { name: 'Disable account' }).click();
  await adminPage.getByRole('alertdialog', { name: "Disable Dee Disabled Tester's account?" }).getByRole('button', { name: 'Yes, disable' }).click();
  await expect(account.getByText('Disabled', { exact: true })).toBeVisible();

  // The person's tokens have not expired, but the API refuses them: the page goes to sign-in.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
  await signIn(page, email);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();

  await account.getByRole('button', { name: 'Enable account' }).click();
  await adminPage.getByRole('alertdialog', { name: "Enable Dee Disabled Tester's account?" }).getByRole('button', { name: 'Yes, enable' }).click();
  await expect(account.getByText('Active', { exact: true })).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('tablist', { name: 'Settings' })).toBeVisible();
});
