import { expect, test } from '@playwright/test';
import { readMail, signUpNewUser } from './support';

test('a player adds an activity subscription, gets the confirmation e-mail, edits it and deletes it', async ({ page, request }) => {
  const { email } = await signUpNewUser(page, request, 'Subscriber');
  await page.goto('/settings?tab=activities-subscription');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('You have no activity subscriptions yet.')).toBeVisible();

  await panel.getByRole('button', { name: 'Add subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add activity subscription' });
  await expect(dialog.getByLabel('Radius (miles)')).toHaveValue('15');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Location' }).fill('Boulder');
  await page.getByRole('option', { name: 'Boulder, CO', exact: true }).click();
  await dialog.getByLabel('Search activities').fill('pick');
  await dialog.getByRole('checkbox', { name: 'Pickleball', exact: true }).check();
  await dialog.getByLabel('Search activities').fill('');
  await dialog.getByRole('checkbox', { name: 'Tennis', exact: true }).check();
  // A radius out of range blocks saving, with the rule shown.
  await dialog.getByLabel('Radius (miles)').fill('51');
  await expect(dialog.getByText('Radius must be between 1 and 50 miles')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Radius (miles)').fill('20');
  await save.click();
  await expect(page.getByText('Activity subscriptions saved')).toBeVisible();
  const list = panel.getByRole('list', { name: 'Activity subscriptions' });
  await expect(list).toContainText('Boulder, CO · within 20 miles');
  await expect(list).toContainText('Pickleball, Tennis');

  const mail = await readMail(request, email, 'Your activity subscription is set');
  expect(mail).toContain('Pickleball, Tennis within 20 miles of Boulder, CO');

  // Edit: temporary from today, and a wider radius.
  await list.getByRole('button', { name: 'Edit the subscription near Boulder, CO' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit activity subscription' });
  await edit.getByRole('switch', { name: 'Temporary' }).click();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(edit.getByLabel('Start date')).toHaveValue(today);
  await expect(edit.getByText('MM/DD/YYYY – MM/DD/YYYY')).toBeVisible();
  await edit.getByLabel('Radius (miles)').fill('30');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(list).toContainText('Boulder, CO · within 30 miles');
  await expect(list).toContainText('Temporary:');

  // It is kept: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('list', { name: 'Activity subscriptions' })).toContainText('within 30 miles');

  await page.getByRole('tabpanel').getByRole('button', { name: 'Delete the subscription near Boulder, CO' }).click();
  await expect(page.getByText('Activity subscription deleted')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('You have no activity subscriptions yet.')).toBeVisible();
});
