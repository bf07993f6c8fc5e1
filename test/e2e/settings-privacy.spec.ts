import { expect, test, type Page } from '@playwright/test';
import { messages, settingsMessages } from '@shared/constants/messages';
import { PASSWORD, seeded, signIn, signUpNewUser } from './support';

// Each test signs up its own person: privacy settings, blocks and the account itself are state.

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();
const privacyPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Privacy' });

test('privacy toggles are saved and still there after a reload; badges stay hidden while the flag is off', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Priv Toggler');
  await page.goto('/settings?tab=privacy');
  const panel = privacyPanel(page);
  const messagesFromAnyone = panel.getByRole('switch', { name: 'Allow messages from anyone' });
  const onlineStatus = panel.getByRole('switch', { name: 'Show my online status' });
  const upcoming = panel.getByRole('switch', { name: 'Show my upcoming games' });
  await expect(messagesFromAnyone).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Show my badges' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'View Profile' })).toBeVisible();

  const before = {
    messages: (await messagesFromAnyone.getAttribute('aria-checked')) === 'true',
    online: (await onlineStatus.getAttribute('aria-checked')) === 'true',
    upcoming: (await upcoming.getAttribute('aria-checked')) === 'true',
  };
  await messagesFromAnyone.click();
  await onlineStatus.click();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, settingsMessages.privacyUpdated)).toBeVisible();

  await page.reload();
  await expect(messagesFromAnyone).toHaveAttribute('aria-checked', String(!before.messages));
  await expect(onlineStatus).toHaveAttribute('aria-checked', String(!before.online));
  await expect(upcoming).toHaveAttribute('aria-checked', String(before.upcoming));
  await expect(panel.getByText('No blocked conversations.')).toBeVisible();
});

test('a user picked from a user list is blocked, cannot be picked again, and is unblocked', async ({ page, request }) => {
  await signUpNewUser(page, request, 'Priv Blocker');
  // A family request puts the seeded player on this person's Family list.
  await page.goto('/settings');
  const family = page.getByRole('region', { name: 'Family members' });
  await family.getByRole('button', { name: 'Add family member' }).click();
  const row = family.getByRole('group', { name: 'New family member 1' });
  await row.getByLabel('Relation').selectOption('other');
  await row.getByRole('radio', { name: 'Yes' }).check();
  await row.getByLabel('Search by email or user ID').fill(seeded.player);
  await row.getByRole('button', { name: /Select Pat Player/ }).click();
  await family.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, settingsMessages.connectionRequestSent)).toBeVisible();

  await page.goto('/settings?tab=privacy');
  const panel = privacyPanel(page);
  await expect(panel.getByText('You have not blocked anyone.')).toBeVisible();
  await panel.getByRole('button', { name: 'Block users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block users' });
  await dialog.getByLabel('User list').selectOption({ label: 'Family (1)' });
  // People on a list are shown by display name: their e-mail is never sent to someone else.
  await expect(dialog.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(dialog.getByRole('columnheader', { name: 'Display name' })).toBeVisible();
  const block = dialog.getByRole('button', { name: 'Block', exact: true });
  await expect(block).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Select Pat Player' }).check();
  await block.click();
  await expect(toast(page, settingsMessages.usersBlocked)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const blocked = panel.getByRole('list', { name: 'Blocked users' });
  await expect(blocked.getByText('Pat Player')).toBeVisible();
  await page.reload();
  await expect(blocked.getByText('Pat Player')).toBeVisible();
  await expect(blocked.getByText(seeded.player)).toHaveCount(0);

  await panel.getByRole('button', { name: 'Block users' }).click();
  await dialog.getByLabel('User list').selectOption({ label: 'Family (1)' });
  await expect(dialog.getByRole('checkbox', { name: 'Select Pat Player (already blocked)' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await blocked.getByRole('button', { name: 'Unblock Pat Player' }).click();
  await expect(toast(page, settingsMessages.userUnblocked)).toBeVisible();
  await expect(panel.getByText('You have not blocked anyone.')).toBeVisible();

  // Clean up the request to the shared seeded player.
  await page.goto('/settings');
  await family.getByRole('button', { name: 'Remove Pat Player' }).click();
  await expect(toast(page, settingsMessages.familyRemoved)).toBeVisible();
});

test('a fresh account is deleted after typing DELETE, lands on the start page and can no longer sign in', async ({ page, request }) => {
  const { email } = await signUpNewUser(page, request, 'Priv Leaver');
  await page.goto('/settings?tab=privacy');
  await privacyPanel(page).getByRole('button', { name: 'Delete Your Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Your Account' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, settingsMessages.accountDeleted)).toBeVisible();
  // The root redirects to sign-up (spec §2), signed out.
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the seeded organizer, on teams, is told to leave them first and cannot delete', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, seeded.organizer);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings?tab=privacy');
  await privacyPanel(page).getByRole('button', { name: 'Delete Your Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Your Account' });
  await expect(dialog.getByText(/Delete or leave them before deleting your account/)).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
});

test('availability privacy: a person picks one of their own communities, and it is still picked after a reload', async ({ page, request }) => {
  const team = { id: 'seed-team-mile-high-fc', name: 'Mile High FC (Rec)' };
  await signUpNewUser(page, request, 'Priv Picker');
  await page.goto(`/team/${team.id}`);
  await page.getByRole('region', { name: 'Membership' }).getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText(`You joined ${team.name}`)).toBeVisible();

  await page.goto('/settings?tab=availability');
  await page.getByRole('radio', { name: 'Filtered' }).check();
  await page.getByRole('radio', { name: 'People in the communities I picked (0)' }).check();
  const picker = page.getByRole('group', { name: /Pick communities/ });
  await picker.getByRole('checkbox', { name: team.name }).check();
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/users\/[\w-]+\/availability$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(messages.availabilitySaved).last()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'People in the communities I picked (1)' })).toBeChecked();
  await expect(page.getByRole('group', { name: /Pick communities/ }).getByRole('checkbox', { name: team.name })).toBeChecked();
});
