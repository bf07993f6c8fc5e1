import { expect, test } from '@playwright/test';
import { notFoundPageMessages } from '@shared/constants/product';
import { signUpNewUser } from './support';

/** The seeded demo site's custom domain on the test server's port (Chromium resolves *.localhost to this machine). */
const demoDomain = () => {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  return `http://demo-team.localhost:${base.port}`;
};

test('a team builds a website, publishes it and visitors read its pages', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Wendy Webmaker');
  await page.goto('/site');
  await expect(page.getByRole('heading', { level: 1, name: 'Your websites' })).toBeVisible();
  await expect(page.getByText('You have no websites yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'New website' }).click();

  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page.getByText('Site title is required')).toBeVisible();
  await page.getByLabel('Site title').fill('Tuesday Tennis Club');
  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tuesday Tennis Club' })).toBeVisible();
  await expect(page.getByText('Not published yet', { exact: false })).toBeVisible();

  // Home page text, then a second page with a bad address first.
  const home = page.getByRole('group', { name: /Block 1: Text/ });
  await home.getByLabel('Text').fill('Doubles every Tuesday at 6pm. All levels welcome.');
  await page.getByRole('button', { name: 'Add page' }).click();
  await page.getByLabel('Page title').fill('Schedule');
  await page.getByLabel('Page address').fill('Our Schedule');
  await page.getByLabel('New block').selectOption('text');
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('group', { name: /Block 1: Text/ }).getByLabel('Heading').fill('Summer');
  await page.getByRole('group', { name: /Block 1: Text/ }).getByLabel('Text').fill('June to August, courts 3 and 4.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Use lowercase letters, numbers and hyphens')).toBeVisible();
  await page.getByLabel('Page address').fill('schedule');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('All changes saved', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published \w{3} \d+, \d{4}/)).toBeVisible();
  await page.getByRole('link', { name: 'View published site' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Doubles every Tuesday at 6pm.', { exact: false })).toBeVisible();
  await page.getByRole('navigation', { name: 'Tuesday Tennis Club pages' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/site\/view\/[\w-]+\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page).toHaveTitle('Schedule | Tuesday Tennis Club');

  await page.goto('/site');
  await expect(page.getByRole('link', { name: 'View Tuesday Tennis Club' })).toBeVisible();
});

test('the builder undoes and redoes edits, and a save keeps the state it was at', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Ursula Undo');
  await page.goto('/site/build');
  await page.getByLabel('Site title').fill('Lakeside Volleyball');
  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Lakeside Volleyball' })).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();

  const text = page.getByRole('group', { name: /Block 1: Text/ }).getByLabel('Text');
  const starter = await text.inputValue();
  await text.fill('Sand courts on Saturdays.');
  await expect(page.getByText('Unsaved changes', { exact: false })).toBeVisible();
  await undo.click();
  await expect(text).toHaveValue(starter);
  await expect(page.getByText('All changes saved', { exact: false })).toBeVisible();
  await redo.click();
  await expect(text).toHaveValue('Sand courts on Saturdays.');
  await text.press('ControlOrMeta+z');
  await expect(text).toHaveValue(starter);
  await text.press('ControlOrMeta+Shift+z');
  await expect(text).toHaveValue('Sand courts on Saturdays.');
  await expect(redo).toBeDisabled();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('All changes saved', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: /Block 1: Text/ }).getByLabel('Text')).toHaveValue('Sand courts on Saturdays.');
  // A loaded draft starts a new history.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test("a team's custom domain serves only its site, the shared routes and user-onboarding", async ({ page }) => {
  await page.goto(`${demoDomain()}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle('Home | Denver Dink Squad');
  await expect(page.getByRole('link', { name: 'Join the Dink Squad' })).toHaveAttribute('href', /^http:\/\/localhost:\d+\/team\/seed-team-dinks$/);
  await expect(page.getByRole('region', { name: 'Upcoming games' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Denver Dink Squad pages' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page).toHaveTitle('About | Denver Dink Squad');

  // The product's own pages are not served here.
  await page.goto(`${demoDomain()}/discover`);
  await expect(page.getByText(notFoundPageMessages.notFoundTitle)).toBeVisible();
  await page.goto(`${demoDomain()}/posts/play-and-competition`);
  await expect(page.getByText(notFoundPageMessages.notFoundTitle)).toBeVisible();
  await page.goto(`${demoDomain()}/settings`);
  await expect(page.getByText(notFoundPageMessages.notFoundTitle)).toBeVisible();
  // Signing in is, and user-onboarding (which asks a visitor to sign in first, on this domain).
  await page.goto(`${demoDomain()}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${demoDomain()}/user-onboarding`);
  await expect(page).toHaveURL(new RegExp(`^${demoDomain()}/login\\?redirect=`));
});
