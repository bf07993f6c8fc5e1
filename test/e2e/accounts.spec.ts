import { expect, test } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { PASSWORD, readCode, signIn, signInFromLogin, uniqueEmail } from './support';

test.describe.configure({ mode: 'serial' });

// One new person per run, followed from sign-up to editing their profile.
const email = uniqueEmail('journey');

test('a new person signs up, verifies the e-mail, fills in the profile and lands on availability', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  const code = await readCode(request, email, 'Your Rally verification code');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText(messages.emailVerified)).toBeVisible();

  // Signed straight in, and new: the first-sign-up profile form.
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'More Information' })).toBeVisible();
  const setup = page.getByRole('button', { name: 'Setup Account' });
  await expect(setup).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await page.getByRole('button', { name: 'Choose avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an avatar' });
  await dialog.getByText('Forest').click();
  await dialog.getByRole('button', { name: 'Use this avatar' }).click();
  await expect(page.getByRole('img', { name: 'Your avatar: Forest' })).toBeVisible();

  await page.getByLabel('Display name').fill('Journey Tester');
  await page.getByLabel('Full name').fill('Jordan Tester');
  const city = page.getByRole('combobox', { name: 'Go-to city' });
  await city.fill('Denver');
  await page.getByRole('option', { name: 'Denver, CO', exact: true }).click();
  await expect(city).toHaveValue('Denver, CO');
  await page.getByRole('radio', { name: 'Find events' }).check();
  await page.getByRole('group', { name: 'Pick atleast one' }).getByRole('checkbox', { name: 'Basketball' }).check();

  await expect(setup).toBeEnabled();
  await setup.click();

  // After 250 ms: the availability tab, skippable, then a reload; the welcome is shown again after it.
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
  await expect(page.getByText(messages.welcome())).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
  const skip = page.getByRole('tabpanel').getByRole('link', { name: 'Skip for now...' });
  await expect(skip).toHaveAttribute('href', /^\/profile\/[\w-]+$/);

  await skip.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Tester' })).toBeVisible();
  await expect(page.getByText('Denver, CO')).toBeVisible();
});

test('signing out goes to login; signing back in is not a new user any more', async ({ page }) => {
  await signInFromLogin(page, email);
  await expect(page).toHaveURL(/\/discover$/);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?logout=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/discover$/);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('tablist', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Information' })).toHaveCount(0);
});

test('an existing user edits the display name', async ({ page }) => {
  await signInFromLogin(page, email);
  await page.goto('/settings');

  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  const name = page.getByLabel('Display name');
  await expect(name).toHaveValue('Journey Tester');
  await name.fill('Journey Edited');
  await page.getByLabel('Pronouns').selectOption({ label: 'They/Them' });
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText(messages.profileUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Journey Edited');
  await expect(page.getByLabel('Pronouns')).toHaveValue('They/Them');
});

test('a forgotten password is reset with the e-mailed code, which signs the person in', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCode(request, email, 'Reset your Rally password');
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('NewPassword456!');
  await page.getByLabel('Confirm new password').fill('NewPassword456!');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
});
