import { expect, test, type Browser, type Page } from '@playwright/test';
import { settingsMessages } from '@shared/constants/messages';
import { signUpNewUser } from './support';

// Two new people: one sends family requests, the other handles the notifications.
test.describe.configure({ timeout: 150_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

/**
 * New players hear of each other when they sign up near one another (usersJoinNearby): these two
 * live far apart, and far from every other test's Denver players, so only this test notifies them.
 */
async function newPerson(browser: Browser, name: string, city: { search: string; option: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await signUpNewUser(page, page.request, name, city);
  return { context, page, email };
}

async function sendFamilyRequest(page: Page, to: string, name: string) {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Family members' });
  await card.getByRole('button', { name: 'Add family member' }).click();
  const row = card.getByRole('group', { name: 'New family member 1' });
  await row.getByLabel('Relation').selectOption('spouse');
  await row.getByRole('radio', { name: 'Yes' }).check();
  await row.getByLabel('Search by email or user ID').fill(to);
  await row.getByRole('button', { name: new RegExp(`Select ${name}`) }).click();
  await card.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, settingsMessages.connectionRequestSent)).toBeVisible();
}

/** Reload until the notify queue has delivered `count` notifications. */
async function waitForNotifications(page: Page, count: number) {
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(async () => {
    await page.goto('/notifications');
    await expect(items).toHaveCount(count, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return items;
}

test('notifications: unread badge, mark read on open, answer a family request, mark all read, delete', async ({ browser }) => {
  const recipient = await newPerson(browser, 'Note Reader', { search: 'Springfield', option: 'Springfield, IL' });
  const sender = await newPerson(browser, 'Note Sender', { search: 'Burlington', option: 'Burlington, VT' });
  const page = recipient.page;

  await page.goto('/notifications');
  await expect(page.getByText('You have no notifications.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await sendFamilyRequest(sender.page, recipient.email, 'Note Reader');
  let items = await waitForNotifications(page, 1);
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  const first = items.first();
  await expect(first.getByRole('button', { name: /^Unread: / })).toBeVisible();

  // Opening marks it read; the badge follows.
  await first.getByRole('button', { name: /^Unread: / }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Unread: / })).toHaveCount(0);

  await first.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Family request declined')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Decline' })).toHaveCount(0);

  // A second request (the first was declined, so deleted): 'Mark all as read', then accept it.
  await sendFamilyRequest(sender.page, recipient.email, 'Note Reader');
  items = await waitForNotifications(page, 2);
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  const newest = items.first();
  await newest.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Family request accepted')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Family members' }).getByText('Confirmed')).toBeVisible();

  // Delete both notifications: the empty state shows.
  await page.goto('/notifications');
  for (let left = 2; left > 0; left--) {
    await items.first().getByRole('button', { name: /^Delete notification/ }).click();
    await expect(items).toHaveCount(left - 1);
  }
  await expect(page.getByText('You have no notifications.')).toBeVisible();

  await recipient.context.close();
  await sender.context.close();
});
