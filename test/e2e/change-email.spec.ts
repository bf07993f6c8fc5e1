import { expect, test } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { readCode, seeded, signIn, signInFromLogin, signUpNewUser, uniqueEmail } from './support';

/** `/verify-new-email`: a person changes their sign-in e-mail with a code sent to the new address. */
test('a person changes their sign-in email with a code sent to the new address', async ({ page, request }) => {
  const { email: oldEmail } = await signUpNewUser(page, request, 'Vykzq');
  const newEmail = uniqueEmail('moved');

  await page.goto('/settings');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(oldEmail);
  await page.getByRole('link', { name: 'Change email' }).click();
  await expect(page).toHaveURL(/\/verify-new-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your email' })).toBeVisible();
  await expect(page.getByText(`You sign in with ${oldEmail}.`)).toBeVisible();

  // Every failure is named: the same address, and one another account uses.
  const field = page.getByLabel('New email');
  await field.fill(oldEmail.toUpperCase());
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('This is already your sign-in email')).toBeVisible();
  await field.fill(seeded.player);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Another Rally account already uses this email.')).toBeVisible();

  await field.fill(newEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your new email' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${newEmail}.`)).toBeVisible();
  const code = await readCode(request, newEmail, 'Your Rally verification code');

  // A wrong code changes nothing.
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('That code is not right. Check the email we sent and try again.')).toBeVisible();

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);

  // The new address signs in; the old one no longer does.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await signIn(page, oldEmail);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await signInFromLogin(page, newEmail);
  await page.goto('/settings');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
});
