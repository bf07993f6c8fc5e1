import { expect, test, type Browser, type Page } from '@playwright/test';
import { settingsMessages } from '@shared/constants/messages';
import { seeded, signInFromLogin } from './support';

// The seeded player asks the seeded organizer to be family; both see it confirmed; then it is undone.

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();
const familyCard = (page: Page) => page.getByRole('region', { name: 'Family members' });

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromLogin(page, email);
  return { context, page };
}

/** Seeded users are shared: drop a connection an earlier, interrupted run may have left. */
async function removeIfListed(page: Page, name: string) {
  await page.goto('/settings');
  const card = familyCard(page);
  await expect(card.getByText('Loading family members…')).toHaveCount(0);
  const remove = card.getByRole('button', { name: `Remove ${name}` });
  while ((await remove.count()) > 0) {
    await remove.first().click();
    await expect(toast(page, settingsMessages.familyRemoved)).toBeVisible();
    await page.reload();
    await expect(card.getByText('Loading family members…')).toHaveCount(0);
  }
  // A request still waiting for this side's answer: decline it.
  const pending = card.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Decline' });
  while ((await pending.count()) > 0) {
    await pending.first().click();
    await page.reload();
    await expect(card.getByText('Loading family members…')).toHaveCount(0);
  }
}

test('a family request by e-mail is accepted from the notification and shows confirmed on both sides', async ({ browser }) => {
  const player = await signedIn(browser, seeded.player);
  const organizer = await signedIn(browser, seeded.organizer);
  await removeIfListed(player.page, 'Olivia Organizer');
  await removeIfListed(organizer.page, 'Pat Player');

  // The player sends the request, searching by e-mail.
  await player.page.goto('/settings');
  const card = familyCard(player.page);
  await card.getByRole('button', { name: 'Add family member' }).click();
  const row = card.getByRole('group', { name: 'New family member 1' });
  await row.getByLabel('Relation').selectOption('sibling');
  await row.getByRole('radio', { name: 'Yes' }).check();
  await row.getByLabel('Search by email or user ID').fill('nobody-here@example.com');
  await expect(row.getByText(settingsMessages.noUserFound)).toBeVisible();
  await row.getByLabel('Search by email or user ID').fill(seeded.organizer);
  await row.getByRole('button', { name: /Select Olivia Organizer/ }).click();
  await card.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(player.page, settingsMessages.connectionRequestSent)).toBeVisible();
  const sent = card.getByRole('list', { name: 'Family members' }).getByRole('listitem').filter({ hasText: 'Olivia Organizer' });
  await expect(sent.getByText('Pending')).toBeVisible();

  // The organizer sees the request among the notifications (the notify queue delivers it) and accepts.
  const page = organizer.page;
  await page.goto('/notifications');
  const request = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Accept' }) })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(request).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Family request accepted')).toBeVisible();

  await page.goto('/settings');
  const theirs = familyCard(page).getByRole('list', { name: 'Family members' }).getByRole('listitem').filter({ hasText: 'Pat Player' });
  await expect(theirs.getByText('Confirmed')).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'Pat Player' })).toHaveAttribute('href', /^\/profile\//);

  await player.page.reload();
  await expect(sent.getByText('Confirmed')).toBeVisible();
  await expect(sent.getByRole('link', { name: 'Olivia Organizer' })).toBeVisible();

  // Clean up: removing the member deletes the connection for both.
  await sent.getByRole('button', { name: 'Remove Olivia Organizer' }).click();
  await expect(toast(player.page, settingsMessages.familyRemoved)).toBeVisible();
  await page.reload();
  await expect(familyCard(page).getByText('Pat Player')).toHaveCount(0);

  await player.context.close();
  await organizer.context.close();
});
