import { expect, test } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { signUpNewUser } from './support';

test('game reminders: 24 hours before by default, 2 hours before once chosen, kept after a reload', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Reminder Chooser');
  await page.goto('/settings?tab=notification');
  const reminders = page.getByRole('table', { name: 'Game reminders' });
  const dayEmail = reminders.getByRole('checkbox', { name: '24 hours before email notifications' });
  const twoHoursEmail = reminders.getByRole('checkbox', { name: '2 hours before email notifications' });
  await expect(dayEmail).toBeChecked();
  await expect(twoHoursEmail).not.toBeChecked();

  await twoHoursEmail.check();
  await dayEmail.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(messages.updatedUserData, { exact: true }).last()).toBeVisible();

  await page.reload();
  await expect(twoHoursEmail).toBeChecked();
  await expect(dayEmail).not.toBeChecked();
  await expect(reminders.getByRole('checkbox', { name: '24 hours before push notifications' })).toBeChecked();
});
