import { expect, test } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { PASSWORD, readCode, seeded, signIn, signInFromLogin, uniqueEmail } from './support';

test('settings needs a sign-in, which then returns to the settings tab asked for', async ({ page }) => {
  await page.goto('/settings?tab=privacy');

  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%3Ftab%3Dprivacy$/);
  await signIn(page, seeded.player);

  await expect(page).toHaveURL(/\/settings\?tab=privacy$/);
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
});

test('a protected prefix (/home) sends a signed-out visitor to login about 1 s after arriving', async ({ page }) => {
  const started = Date.now();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a wrong password is explained on the form', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, seeded.player, 'NotThePassword1');

  // One message for an unknown address and a wrong password, with the way to sign up beside it.
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an unknown path offers the discover-events link to a signed-in visitor', async ({ page }) => {
  await signInFromLogin(page, seeded.organizer);
  await page.goto('/no/such/page');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('the settings tab follows the query, case-insensitively, and choosing a tab rewrites it', async ({ page }) => {
  await signInFromLogin(page, seeded.organizer);
  await page.goto('/settings?tab=NOTIFICATION');

  await expect(page.getByRole('tab', { name: 'Notification Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'View Profile' })).toBeVisible();

  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=privacy$/);
  await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');

  // Replaced, not pushed: Back leaves settings instead of stepping through the tabs.
  await page.goBack();
  await expect(page).not.toHaveURL(/tab=NOTIFICATION/);
});

test('a signed-in visitor on sign-up goes on to discover', async ({ page }) => {
  await signInFromLogin(page, seeded.player);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/discover$/);
});

test('the offline notice shows when the connection drops and closes when it is back', async ({ page, context }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('signing in before verifying the e-mail offers verification (NoPasswordSet), which then signs in', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  const code = await readCode(request, email, 'Your Rally verification code');

  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('alert')).toContainText('This email is not verified yet. Verify it to finish setting up your account.');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);

  // A resent code replaces the first one; cognito-local cannot resend, so the first one still holds.
  const resent = await page.getByText(/We sent a new code|We couldn’t send a new code/).textContent();
  await page.getByLabel('Verification code').fill(resent?.startsWith('We sent') ? await readCode(request, email, 'Your Rally verification code') : code);
  await page.getByRole('button', { name: 'Verify email' }).click();

  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'More Information' })).toBeVisible();
});
