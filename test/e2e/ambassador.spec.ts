import { expect, test } from '@playwright/test';
import { readMail, signUpNewUser } from './support';

test('a player applies to be an ambassador, gets the confirmation e-mail, and sees the application afterwards', async ({ page, request }) => {
  await page.goto('/start/ambassador');
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();

  const { email } = await signUpNewUser(page, request, 'Amba Sador');
  await page.goto('/start/ambassador');
  const form = page.getByRole('region', { name: 'Apply' });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Enter your full name')).toBeVisible();
  await expect(form.getByText('Pick at least one sport')).toBeVisible();

  await form.getByLabel('Full name').fill('Amba Sador');
  await form.getByLabel('City').fill('Denver, CO');
  await form.getByRole('group', { name: /Sports you play/ }).getByRole('checkbox', { name: 'Pickleball' }).check();
  await form.getByLabel('How much have you organised?').selectOption('some');
  await form.getByLabel('Hours a month you could give').fill('8');
  await form.getByLabel('Why do you want to be an ambassador?').fill('I host a Thursday pickleball night and want more neighbours to join.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('status')).toContainText(`Thank you, Amba Sador: we received your application`);

  const mail = await readMail(request, email, 'We received your Rally ambassador application');
  expect(mail).toContain('ambassador in Denver, CO');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Apply' }).getByRole('status')).toContainText(`sent a confirmation to ${email}`);
});
