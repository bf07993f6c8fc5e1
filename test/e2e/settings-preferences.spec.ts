import { expect, test, type Page } from '@playwright/test';
import { messages } from '@shared/constants/messages';
import { signUpNewUser } from './support';

// Each test signs up its own person: notification settings and interests are state.

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

test('notification settings: every type on by default, changes survive a reload', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Notif Setter');
  await page.goto('/settings?tab=notification');
  const panel = page.getByRole('tabpanel', { name: 'Notification Settings' });
  const newsEmail = panel.getByRole('checkbox', { name: 'News email notifications' });
  const surveysPush = panel.getByRole('checkbox', { name: 'Surveys push notifications' });
  const connectionsEmail = panel.getByRole('checkbox', { name: 'Connections email notifications' });
  await expect(newsEmail).toBeChecked();
  await expect(surveysPush).toBeChecked();
  await expect(panel.getByText('You are not in any team or community yet.', { exact: false })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View Profile' })).toBeVisible();

  await newsEmail.uncheck();
  await surveysPush.uncheck();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, messages.updatedUserData)).toBeVisible();

  await page.reload();
  await expect(newsEmail).not.toBeChecked();
  await expect(surveysPush).not.toBeChecked();
  await expect(connectionsEmail).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'News push notifications' })).toBeChecked();
});

test('interests: a sport turned on is still on after a reload', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Sport Picker');
  await page.goto('/settings?tab=sports');
  const panel = page.getByRole('tabpanel', { name: 'Interests' });
  const soccer = panel.getByRole('switch', { name: 'Soccer', exact: true });
  const tennis = panel.getByRole('switch', { name: 'Tennis', exact: true });
  await expect(soccer).toHaveAttribute('aria-checked', 'false');
  await soccer.click();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, messages.updatedUserData)).toBeVisible();

  await page.reload();
  await expect(soccer).toHaveAttribute('aria-checked', 'true');
  await expect(tennis).toHaveAttribute('aria-checked', 'false');
});
